import type { Catalog } from '../catalog';
import { formatNumber } from '../format';
import { parts } from '../parts';

/** The player's own words: the bar above the scene, the heading, the controls, the chapter strip. */
export const player: Catalog['player'] = {
  brand: { name: 'Cloakroom', tag: 'claves de idempotencia sobre un almacén SQLite real, en tu navegador' },
  /** The story menu: which lesson's world the scenes run in. */
  story: 'Historia',
  language: 'Idioma',
  languageWords: 'Las palabras del idioma',
  stories: { payflow: 'Tienda PayFlow (POST /checkout)', library: 'Biblioteca (POST /loans)' },
  chapter: 'Capítulo',
  chapters: 'Capítulos',
  /** A chapter as the menu, the strip and the transcript list it: "3. Una ficha para el abrigo". */
  numbered: (number, title) => parts`${number}. ${title}`,
  chapterOf: (number, count) => parts`Capítulo ${number} de ${count}`,
  beatOf: (beat, count) => `Paso ${beat} de ${count}`,
  transcript: 'Transcripción',
  help: 'Ayuda y atajos de teclado',
  theme: { light: 'Cambiar al tema claro', dark: 'Cambiar al tema oscuro' },

  playback: 'Reproducción',
  play: 'Reproducir',
  pause: 'Pausa',
  previousChapter: 'Capítulo anterior',
  nextChapter: 'Capítulo siguiente',
  stepBack: 'Paso atrás',
  stepForward: 'Paso adelante',
  restart: 'Reiniciar el capítulo',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  speed: 'Velocidad',
  speedOption: (speed) => parts`${formatNumber(speed, 2)}×`,

  timeline: 'Línea de tiempo',
  /** The Timeline's value text: where the learner is, and what happens there. */
  timelineAt: (chapter, title, beat, count) => `Capítulo ${chapter}, ${title}: paso ${beat} de ${count}.`,
  timelineLoading: 'cargando',
  beatCount: (beat, count) => `${beat} / ${count}`,

  captions: 'Subtítulos',
  captionsKey: (key) => (key === undefined ? 'Subtítulos' : `Subtítulos (${key})`),
  captionsOff: (key) => (key === undefined ? 'Los subtítulos están desactivados. El botón Subtítulos los muestra.' : `Los subtítulos están desactivados. Pulsa ${key} para verlos.`),
  narration: 'Narración',
  narrationKey: (key) => (key === undefined ? 'Narración' : `Narración (${key})`),
  narrationClickToStart: ' (haz clic para empezar)',
  narrationWaits: 'La narración espera a que hagas clic (el navegador no deja reproducir sonido sin él)',
  narrationUnavailable: 'Narración no disponible',
  noVoice: 'Este navegador no tiene ninguna voz en español; los subtítulos llevan la lección.',
};

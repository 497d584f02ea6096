/**
 * The scene's views, in a chunk of their own: the shell (controls, captions) paints first, and this
 * chunk with framer-motion arrives beside sql.js's wasm. `loadScene()` starts that download early.
 */
export { BoxView } from './BoxView';
export { SceneView } from './SceneView';
export { StatePanels } from './StatePanels';

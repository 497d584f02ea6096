import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PLAYER_PARAMS, readParams } from './embed/params';
import { applyTheme } from './ui/theme';
import './ui/styles/index.css';

const { values, problems } = readParams(window.location.search, PLAYER_PARAMS);
applyTheme(values.theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App params={values} problems={problems} />
  </StrictMode>,
);

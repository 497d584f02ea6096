/**
 * The scene's views, in a chunk of their own: the shell (controls, captions) paints first, and this
 * chunk with framer-motion arrives beside sql.js's wasm. `loadScene()` starts that download early.
 * A comparison's sides are views of the same kind (SideView), so they come with it.
 */
export { BoxView } from './BoxView';
export { SceneView } from './SceneView';
export { SideView } from './SideView';
export { StatePanels } from './StatePanels';

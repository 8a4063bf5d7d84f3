// The Profile tab's ES module: TensorBoard loads it in the plugin's iframe and
// calls render(); the standalone page (public/main.js) does the same.
import './tokens.css';
import './components/components.css';
import './app/app.css';
import {startTheme} from './lib/theme.js';
import {render as renderApp} from './app/app.js';

/**
 * The theme first (lib/theme.js), then the app. Stylesheet colours switch by
 * themselves; a tool view (charts, canvas, SVG) is drawn again on a switch.
 */
export async function render() {
  let app = null;
  startTheme({onChange: () => {
    if (app && app.main.querySelector(':scope > .tbp-view')) app.showView();
  }});
  app = await renderApp();
  return app;
}

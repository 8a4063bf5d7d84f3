// Entry of the standalone page: an external module, as the page's CSP allows no inline script.
import {render} from './index.js';
render();

// The Profile tab's ES module: TensorBoard loads it in the plugin's iframe and
// calls render(); the standalone page (public/main.js) does the same.
import './tokens.css';
import './components/components.css';
import './app/app.css';

export {render} from './app/app.js';

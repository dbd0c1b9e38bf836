// The kit's CSS, adopted once when the first kit module loads (every kit module imports this).
import kitCss from './kit.css?inline';
import { adoptStyles } from './styles.ts';

adoptStyles('admin-kit', kitCss);

// The people tabs' CSS (users, circles, referrals), adopted when the first of their chunks loads.
import peopleCss from './people.css?inline';
import { adoptStyles } from '../../kit/index.ts';

adoptStyles('people', peopleCss);

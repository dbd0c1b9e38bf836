// The community tabs' CSS (users, circles, referrals), adopted when the first of their chunks loads.
import communityCss from './community.css?inline';
import { adoptStyles } from '../../kit/index.ts';

adoptStyles('community', communityCss);

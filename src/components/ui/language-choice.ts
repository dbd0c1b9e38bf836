// Remembering a visitor's language choice (the nf_lang cookie the redirect of / reads, decision
// 0044). A classic inline script, put where the header's switcher is parsed, so the listener exists
// before any language link does: a module script runs only once the whole page is parsed, and a
// link clicked before that (a slow phone, a busy tab) went to / without the cookie, whose redirect
// then sent the visitor back to the browser's language. A year, the whole site; Secure where the
// page is. BaseLayout adds its hash to the page's CSP, which is written before the header renders.
import { LANGUAGE_COOKIE } from '../../lib/i18n/cookie.ts';
import { sha256Source } from '../../server/page-csp.ts';

export const REMEMBER_LANGUAGE_SCRIPT = `document.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[data-lang]");if(a)document.cookie="${LANGUAGE_COOKIE}="+a.getAttribute("data-lang")+"; path=/; max-age=31536000; samesite=lax"+(location.protocol==="https:"?"; secure":"")})`;

export const REMEMBER_LANGUAGE_SCRIPT_HASH = sha256Source(REMEMBER_LANGUAGE_SCRIPT);

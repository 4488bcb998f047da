/**
 * The page gate: an inline script, first in every page's <head> and allowed by its hash in the
 * CSP, that decides what the first frame may show and makes the prerendered page usable
 * before the app arrives. Built into every page at build time; the app never loads this module
 * (the attributes it shares with the app are ./takeover.ts's).
 *
 * `<html data-consent>` says who may see the prerendered cookie banner:
 *   - `ask`: nothing stored yet, show it;
 *   - `stored`: a readable choice is stored (or was just made), keep it hidden; a broken or
 *     outdated record asks again, as the consent machine will (`parseConsentRecord`);
 *   - `live`: the app has rendered, the consent machine decides (set after takeover);
 *   - absent: no JavaScript, whose visitors get no optional cookies and could not answer.
 *
 * Language, where the URL names none (SPEC's detection order: stored choice, else the
 * browser's languages): a public page is left for the same page in the visitor's language
 * before anything paints (`data-language-redirect` hides the body meanwhile); the sign-in page,
 * prerendered in English, keeps its words hidden until the app renders it in the visitor's
 * language (`data-language-pending`; a CSS timeout reveals it should the app never come).
 * A prefixed URL always wins and is never stored. No loops: a prefixed URL never redirects.
 *
 * The console's theme: on a console page, `<html data-console-theme>` is the stored choice
 * (`light` or `dark`; anything else means the system's setting), so the app shell's first frame
 * is already in the console's colours (src/styles.css). The console layout then paints the
 * theme itself (src/theme/console-theme.ts); the attribute matters only while the shell shows.
 *
 * Before takeover, a click on a language link stores that choice (the link then navigates),
 * and a cookie-banner answer is stored and closes the banner at once; the app adopts it at
 * takeover (./takeover.ts). It never throws on whatever storage holds.
 *
 * An API page shows its code samples in the language picked on an earlier page or visit
 * (machines/sample-language/): once the document is parsed, that language's tab is checked in
 * every sample, so the first frames already show it (curl, the prerendered one, needs nothing).
 * Before takeover a tab picked in one sample is checked in all and stored, as the app would
 * (React adopts a checked radio as it finds it, without telling the page); the app's flow reads
 * the stored choice when it starts.
 *
 * Islands (`[data-island]`, the API playground: ./island.ts) wake when used: the first tap,
 * focus, key or change in one marks it `data-island-used` (and says so with an `island-used`
 * event), from the first frame on; a tap on its action (`[data-island-action]`) or an Enter in
 * one of its fields while that action still waits marks it `data-island-acted`, for the island
 * to carry out once live.
 */
import { CONSENT_CATEGORIES, CONSENT_DECIDED_AT, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../machines/consent/consent-record.ts';
import { FIXED_THEMES, THEME_STORAGE_KEY } from '../../machines/console-theme/theme-record.ts';
import { SAMPLE_LANGUAGE_STORAGE_KEY, SAMPLE_LANGUAGES } from '../../machines/sample-language/sample-language.record.ts';
import { LANGUAGE_ALIASES, LANGUAGE_STORAGE_KEY, LANGUAGE_TAG_SEPARATOR, LANGUAGES } from '../i18n/languages.ts';
import { PREFIXED_LANGUAGES } from '../i18n/language-path.ts';
import { CONSENT_ANSWER_ATTRIBUTE, CONSENT_GATE_ATTRIBUTE } from './takeover.ts';

/** Set on <html> of a console page: the theme of its first frame. */
const CONSOLE_THEME_ATTRIBUTE = 'data-console-theme';

const json = JSON.stringify;

/**
 * The gate's source, built at build time (scripts/vite/page-gate-plugin.ts puts it in every page,
 * scripts/build/security-headers.ts hashes it for the CSP).
 *
 * It checks what the app checks, with the app's own rules written in: the consent record's
 * version, categories and `decidedAt` pattern (machines/consent/consent-record.ts), the stored
 * theme's words (machines/console-theme/theme-record.ts), the languages and their aliases
 * (src/i18n/languages.ts). tests/unit/page-gate.test.ts runs it against the app's readers on
 * the same stored values.
 */
export const pageGateScript = () => `(function(){
var root=document.documentElement,path=location.pathname;
function read(k){try{return localStorage.getItem(k)}catch(e){return null}}
function write(k,v){try{localStorage.setItem(k,v)}catch(e){}}
var categories=${json(CONSENT_CATEGORIES)},aliases=${json(LANGUAGE_ALIASES)};
function lang(v){var c=String(v||"").trim().toLowerCase().split(${LANGUAGE_TAG_SEPARATOR})[0];if(aliases.hasOwnProperty(c))c=aliases[c];return ${json(LANGUAGES)}.indexOf(c)<0?"":c}
function chosen(){try{var c=JSON.parse(read(${json(CONSENT_STORAGE_KEY)})),d=c&&c.decidedAt;return!!c&&typeof c==="object"&&c.version===${json(CONSENT_VERSION)}&&typeof d==="string"&&${CONSENT_DECIDED_AT}.test(d)&&!isNaN(Date.parse(d))&&categories.every(function(k){return typeof c[k]==="boolean"})}catch(e){return false}}
root.setAttribute(${json(CONSENT_GATE_ATTRIBUTE)},chosen()?"stored":"ask");
if(/^\\/admin(\\/|$)/.test(path)){var theme=read(${json(THEME_STORAGE_KEY)});root.setAttribute(${json(CONSOLE_THEME_ATTRIBUTE)},${json(FIXED_THEMES)}.indexOf(theme)<0?matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light":theme)}
var wanted=lang(read(${json(LANGUAGE_STORAGE_KEY)})),list=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;i<list.length&&!wanted;i++)wanted=lang(list[i]);
if(wanted&&wanted!=="en"){
if(/^\\/login(\\/|$)/.test(path))root.setAttribute("data-language-pending","");
else if(!/^\\/(${PREFIXED_LANGUAGES.join('|')}|admin)(\\/|$)/.test(path)){root.setAttribute("data-language-redirect","");location.replace("/"+wanted+(path==="/"?"":path)+location.search+location.hash)}
}
var samples=${json(SAMPLE_LANGUAGES)},sample=read(${json(SAMPLE_LANGUAGE_STORAGE_KEY)});
function showSample(v){document.querySelectorAll('.api-sample input[value="'+v+'"]').forEach(function(tab){tab.checked=true})}
if(/\\/apis\\/./.test(path)&&samples.indexOf(sample)>0)document.addEventListener("DOMContentLoaded",function(){showSample(sample)});
document.addEventListener("change",function(event){var tab=event.target;if(root.getAttribute(${json(CONSENT_GATE_ATTRIBUTE)})!=="live"&&tab.matches(".api-sample input")&&samples.indexOf(tab.value)>=0){write(${json(SAMPLE_LANGUAGE_STORAGE_KEY)},tab.value);showSample(tab.value)}},true);
document.addEventListener("click",function(event){
var el=event.target&&event.target.closest?event.target.closest("[data-language-choice],[data-consent-choice]"):null;
if(!el)return;
var chosen=el.getAttribute("data-language-choice");
if(chosen){write(${json(LANGUAGE_STORAGE_KEY)},chosen);return}
if(root.getAttribute(${json(CONSENT_GATE_ATTRIBUTE)})==="live")return;
var all=el.getAttribute("data-consent-choice")==="accept";
var record={version:${json(CONSENT_VERSION)},decidedAt:new Date().toISOString()};
categories.forEach(function(k){record[k]=all});
write(${json(CONSENT_STORAGE_KEY)},JSON.stringify(record));
root.setAttribute(${json(CONSENT_GATE_ATTRIBUTE)},"stored");
root.setAttribute(${json(CONSENT_ANSWER_ATTRIBUTE)},all?"accept":"reject");
},true);
function use(event){var island=event.target&&event.target.closest?event.target.closest("[data-island]"):null;if(!island)return;
var action=island.querySelector("[data-island-action]"),waiting=action&&(action.disabled||action.hasAttribute("data-waiting"));
if(waiting&&(event.type==="pointerdown"&&event.target.closest("[data-island-action]")||event.type==="keydown"&&event.key==="Enter"&&event.target.matches("input")))island.setAttribute("data-island-acted","");
if(!island.hasAttribute("data-island-used")){island.setAttribute("data-island-used","");island.dispatchEvent(new Event("island-used"))}}
["pointerdown","focusin","keydown","input","change"].forEach(function(type){document.addEventListener(type,use,true)});
})();`;

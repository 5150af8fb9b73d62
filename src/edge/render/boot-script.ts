import { HELD_CLICKS, ISLAND_CHUNKS_ID } from '../../shared/scripts-after-load';
import { PAGE_STATE_ID } from '../../shared/page-state';
import { jsonForScript } from './escape';
import { contentVersion } from './content-version';

/**
 * The page's boot script (docs/decisions/019-scripts-after-load.md), a small file every page names. The browser entry and
 * every chunk wait for the page's `load` event, so on a phone's connection the stylesheet and the
 * largest image do not share the bandwidth with scripts. Until the entry has hydrated the islands,
 * a click on a button inside an island, or on any `type="button"` button (which does nothing without
 * script, e.g. the favourite hearts one island serves for the whole page), is held (not lost, not
 * sent as a plain form post); the
 * entry takes the held clicks over and gives them again. If the entry fails to load, the holding ends.
 * The islands' texts file (page state) is preloaded with the chunks.
 */
export function bootScript(entry: string, preloads: readonly string[]): string {
  return (
    '(()=>{const d=document,n=d.currentScript?.nonce,h=[];' +
    "const hold=e=>{const b=e.target instanceof Element&&e.target.closest('button,[role=button]');" +
    "if(b&&(b.type==='button'||b.closest('[data-island]'))){h.push(b);e.preventDefault();e.stopImmediatePropagation()}};" +
    "addEventListener('click',hold,true);" +
    `const take=()=>(removeEventListener('click',hold,true),h.splice(0));self.${HELD_CLICKS}=take;` +
    'const add=(t,p)=>d.head.append(Object.assign(d.createElement(t),{nonce:n},p));' +
    `addEventListener('load',()=>{const c=d.getElementById('${ISLAND_CHUNKS_ID}'),s=d.getElementById('${PAGE_STATE_ID}');` +
    "if(s)add('link',{rel:'preload',as:'fetch',crossOrigin:'anonymous',href:JSON.parse(s.textContent).texts});" +
    `for(const href of [...${jsonForScript(preloads)},...(c?JSON.parse(c.textContent):[])])add('link',{rel:'modulepreload',href});` +
    `add('script',{type:'module',src:${jsonForScript(entry)},onerror:take})},{once:true})})()`
  );
}

/** Where the boot script of these assets is, and its code: named by its content, made once per isolate. */
export interface BootFile {
  path: string;
  version: string;
  code: string;
}

/** Boot scripts live under this path: `/boot/{version}.js`. */
export const BOOT_PATH = '/boot/';

let current: { key: string; file: BootFile } | null = null;

export function bootFile(entry: string, preloads: readonly string[]): BootFile {
  const key = `${entry}|${preloads.join(',')}`;
  if (current?.key !== key) {
    const code = bootScript(entry, preloads);
    const version = contentVersion(code);
    current = { key, file: { path: `${BOOT_PATH}${version}.js`, version, code } };
  }
  return current.file;
}

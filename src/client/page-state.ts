import { PAGE_STATE_ID, type PageState, type PageTexts } from '../shared/page-state';

export function readPageState(): PageState {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}';
  return JSON.parse(text) as PageState;
}

/**
 * The islands' texts, from the file the page names (kept by the browser across pages). Without
 * them the islands still hydrate and work; their texts then read as keys, and the failure is logged.
 */
export async function loadPageTexts(state: PageState): Promise<PageTexts> {
  try {
    const response = await fetch(state.texts);
    if (!response.ok) throw new Error(`texts ${state.texts}: ${response.status}`);
    return (await response.json()) as PageTexts;
  } catch (error) {
    console.error('island texts did not load', error);
    return {};
  }
}

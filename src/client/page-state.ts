import { PAGE_STATE_ID, type PageState } from '../shared/page-state';

export function readPageState(): PageState {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}';
  return JSON.parse(text) as PageState;
}

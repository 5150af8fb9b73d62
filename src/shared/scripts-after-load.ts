/**
 * Names the edge's boot script and the browser entry share (docs/decisions/019-scripts-after-load.md):
 * the page's island chunks wait in a JSON block until the page has loaded, and clicks on island
 * buttons before the entry runs are held in a list the entry takes over.
 */
export const ISLAND_CHUNKS_ID = 'kreide-chunks';
export const HELD_CLICKS = 'kreideHeld';

/** What the boot script leaves on `window`: takes the held buttons (in click order) and stops holding. */
export type TakeHeldClicks = () => Element[];

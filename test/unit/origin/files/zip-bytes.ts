/** The start of a ZIP archive as an Office program writes it: local headers of the given entries. */
export function zipStart(entries: { name: string; data?: string; stored?: boolean; descriptor?: boolean }[]): Uint8Array {
  const chunks: number[] = [];
  const encoder = new TextEncoder();
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const data = encoder.encode(entry.data ?? 'x');
    const header = new Uint8Array(30);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, entry.descriptor ? 0x08 : 0, true);
    view.setUint16(8, entry.stored === false ? 8 : 0, true);
    view.setUint32(18, entry.descriptor ? 0 : data.length, true);
    view.setUint32(22, entry.descriptor ? 0 : data.length, true);
    view.setUint16(26, name.length, true);
    view.setUint16(28, 0, true);
    chunks.push(...header, ...name, ...data);
    if (entry.descriptor) chunks.push(0x50, 0x4b, 0x07, 0x08, ...new Array<number>(12).fill(0));
  }
  return new Uint8Array(chunks);
}

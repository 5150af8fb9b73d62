/// <reference types="@cloudflare/workers-types" />

/** The regenerator runtime fontkit's shapers need (src/origin/domain/commerce/documents/pdf-fonts.ts). */
declare module 'regenerator-runtime' {
  const runtime: unknown;
  export default runtime;
}

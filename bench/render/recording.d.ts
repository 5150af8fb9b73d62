/**
 * The origin recording a bench run writes (bench/tmp/origin-recording.json, see bench/README.md).
 * Declared here so the renderer comparison type-checks before any run has made the file; the
 * worker casts it to its own `Recording` shape.
 */
declare module '*/tmp/origin-recording.json' {
  const recording: unknown;
  export default recording;
}

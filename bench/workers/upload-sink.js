/* global Response */
// Stands in for the origin in bench/uploads.mjs: reads the whole request body (as the origin
// does before it hands a part to R2) and answers how many bytes arrived.
export default {
  async fetch(request) {
    let received = 0;
    if (request.body) {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
      }
    }
    return Response.json({ data: { received } });
  },
};

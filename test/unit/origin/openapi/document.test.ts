import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, openApiPath } from '../../../../src/origin/openapi/document';

describe('openApiPath', () => {
  it('turns router parameters, with or without a pattern, into OpenAPI ones', () => {
    expect(openApiPath('/v3/files/users/:id{[1-9][0-9]{0,15}}/:name')).toEqual({
      path: '/v3/files/users/{id}/{name}',
      patterns: new Map([
        ['id', '[1-9][0-9]{0,15}'],
        ['name', null],
      ]),
    });
    expect(openApiPath('/v3/materials/:id/preview/:page{[0-9]+\\.jpg}').path).toBe('/v3/materials/{id}/preview/{page}');
  });
});

describe('buildOpenApiDocument', () => {
  const body = z.object({ title: z.string().min(1).max(80), parent_id: z.number().int().nullable().default(null) }).strict();
  const query = z.object({ page: z.coerce.number().int().min(1).default(1), world: z.string().optional() }).strict();
  const document = buildOpenApiDocument([
    {
      tag: 'Things',
      description: 'Test calls.',
      calls: {
        'POST /v3/things/:id{[0-9]+}': { summary: 'Changes a thing.', access: 'staff', body, query, status: 201 },
        'GET /v3/things': { summary: 'Lists things.', access: 'public', query: [query, z.object({ ids: z.string() }).strict()] },
      },
    },
  ]) as { paths: Record<string, Record<string, Record<string, unknown>>> };

  it('uses the schema the handler validates with, as the client sends it', () => {
    const post = document.paths['/api/v3/things/{id}']?.post;
    expect(post?.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { title: { type: 'string', minLength: 1, maxLength: 80 }, parent_id: { default: null, anyOf: [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, { type: 'null' }] } },
            required: ['title'],
            additionalProperties: false,
          },
        },
      },
    });
    expect(post?.responses).toHaveProperty('201');
    expect(post?.responses).toHaveProperty('4XX');
    expect(post?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(post?.['x-access']).toBe('staff');
  });

  it('makes path and query parameters, the common world once, and optional alternatives', () => {
    const post = document.paths['/api/v3/things/{id}']?.post;
    expect(post?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1, maximum: 9007199254740991 } },
      { $ref: '#/components/parameters/world' },
    ]);
    const get = document.paths['/api/v3/things']?.get;
    expect(get?.parameters).toContainEqual({ name: 'ids', in: 'query', required: false, schema: { type: 'string' } });
    expect(get?.security).toBeUndefined();
  });
});

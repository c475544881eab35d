import { describe, expect, it } from 'vitest';
import { type ApiDocument, referenceFrom, searchReference, typeOf } from '../src/features/api-reference/utils/reference';

const doc: ApiDocument = {
  tags: [{ name: 'Meal plans' }, { name: 'Operators' }, { name: 'Empty' }],
  paths: {
    '/api/simple-meal-plans/{id}': {
      get: { operationId: 'getPlan', tags: ['Meal plans'], summary: 'One plan', description: 'A signed-in household.', security: [{ SessionCookie: [] }], parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'Done', content: { 'application/json': {} } }, '404': { description: 'No such plan' } } },
    },
    '/api/simple-meal-plans': {
      post: {
        operationId: 'postPlan',
        tags: ['Meal plans'],
        summary: 'Generate a plan',
        security: [{ SessionCookie: [] }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { priority: { enum: ['cost', 'variety'] }, days: { type: 'array', items: { type: 'integer' } } }, required: ['priority'] } } } },
        responses: { '201': { description: 'Done' } },
      },
    },
    '/api/admin/users': { get: { operationId: 'users', tags: ['Operators'], summary: 'Accounts', security: [{ OperatorSession: [] }], responses: { '200': { description: 'Done' } } } },
  },
};

describe('the API reference, read from the OpenAPI document', () => {
  it('groups calls by area in the document order, leaves out empty areas, sorts by path', () => {
    const areas = referenceFrom(doc);
    expect(areas.map((a) => a.name)).toEqual(['Meal plans', 'Operators']);
    expect(areas[0]!.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/simple-meal-plans', 'GET /api/simple-meal-plans/{id}']);
  });
  it('reads who may call, parameters, body fields and answers', () => {
    const [plans, operators] = referenceFrom(doc);
    const generate = plans!.calls[0]!;
    expect(generate.auth).toBe('session');
    expect(generate.body).toEqual([
      { name: 'priority', type: 'one of: cost, variety', required: true },
      { name: 'days', type: 'list of whole number', required: false },
    ]);
    expect(plans!.calls[1]!.parameters).toEqual([{ name: 'id (path)', type: 'text', required: true }]);
    expect(plans!.calls[1]!.responses).toEqual([{ status: '200', description: 'Done', media: 'application/json' }, { status: '404', description: 'No such plan' }]);
    expect(operators!.calls[0]!.auth).toBe('operator');
  });
  it('searches method, path, summary and area with every word', () => {
    expect(searchReference(referenceFrom(doc), 'post plan').flatMap((a) => a.calls.map((c) => c.id))).toEqual(['postPlan']);
    expect(searchReference(referenceFrom(doc), 'operators').map((a) => a.name)).toEqual(['Operators']);
    expect(searchReference(referenceFrom(doc), 'nothing-like-this')).toEqual([]);
  });
  it('names types in words', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('text or null');
    expect(typeOf({ anyOf: [{ type: 'number' }, { type: 'string' }] })).toBe('number or text');
    expect(typeOf(undefined)).toBe('any');
  });
});

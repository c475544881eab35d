import { z } from 'zod';
import { ZErrorBody } from '@larder/contract/common';
import { ZImportBody, ZImportPreview, ZOwnRecipe, ZOwnRecipeBody, ZOwnRecipeSettings, ZParseLinesBody, ZParsedLines, ZPinBody } from '@larder/contract/own-recipes';
import { ZMealPlan } from '@larder/contract/meal-plans';

type Json = Record<string, unknown>;
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};
const json = (schema: z.ZodType, io: 'input' | 'output') => ({ content: { 'application/json': { schema: schemaOf(schema, io) } } });
const error = (description: string) => ({ description, ...json(ZErrorBody, 'output') });
const ID = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'An own recipe id (own-...)' }];
const SIGNED_IN = { 401: error('Not signed in (Unauthorized)') };

/**
 * The OpenAPI 3.1 document of the household's own recipes (issue 19), generated from the zod schemas the
 * server validates with; served at GET /api/openapi/recipes.json.
 */
export function ownRecipesOpenApi(): Json {
  return {
    openapi: '3.1.0',
    info: { title: 'Larder: the household\'s own recipes', version: '1.0.0', description: 'Write, paste and import recipes; each ingredient line is parsed and matched to the catalogue. Cookie session and same-origin requests, as the web app makes them.' },
    paths: {
      '/api/ingredients/parse': {
        post: { summary: 'Parse ingredient lines (for the editor)', requestBody: json(ZParseLinesBody, 'input'), responses: { 200: { description: 'Each line read', ...json(ZParsedLines, 'output') }, 400: error('Bad input (the field is named)'), ...SIGNED_IN } },
      },
      '/api/recipes/import': {
        post: {
          summary: 'Preview a recipe from a page address, pasted HTML or pasted text; nothing is saved',
          requestBody: json(ZImportBody, 'input'),
          responses: {
            200: { description: 'The preview and the draft to send to POST /api/recipes', ...json(ZImportPreview, 'output') },
            400: error('Bad input, an address that is not http(s), private, unreachable, redirecting more than 5 times, or larger than 5 MB'),
            422: error('No recipe on the page or in the text'),
            ...SIGNED_IN,
          },
        },
      },
      '/api/recipes': { post: { summary: 'Create an own recipe', requestBody: json(ZOwnRecipeBody, 'input'), responses: { 201: { description: 'Created', ...json(ZOwnRecipe, 'output') }, 400: error('Bad input'), ...SIGNED_IN } } },
      '/api/recipes/{id}': {
        put: { summary: 'Replace an own recipe', parameters: ID, requestBody: json(ZOwnRecipeBody, 'input'), responses: { 200: { description: 'Saved', ...json(ZOwnRecipe, 'output') }, 400: error('Bad input'), 403: error('A library recipe cannot be changed'), 404: error('Not found (or another household\'s)'), ...SIGNED_IN } },
        delete: { summary: 'Delete an own recipe (and its photo and saves)', parameters: ID, responses: { 200: { description: 'Deleted', ...json(z.object({ message: z.string() }), 'output') }, 403: error('A library recipe cannot be deleted'), 404: error('Not found'), ...SIGNED_IN } },
      },
      '/api/recipes/{id}/photo': {
        get: { summary: 'The photo (or, without one, a drawing)', parameters: ID, responses: { 200: { description: 'image/jpeg, image/png, image/webp or image/svg+xml' }, 404: error('Not found'), ...SIGNED_IN } },
        put: { summary: 'Set the photo: the raw image as the body; its type is read from its bytes; resized', parameters: ID, requestBody: { content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} } }, responses: { 200: { description: 'Saved', ...json(ZOwnRecipe, 'output') }, 400: error('Not a JPEG, PNG or WebP image'), 403: error('A library recipe'), 404: error('Not found'), 413: error('Larger than 5 MB'), ...SIGNED_IN } },
        delete: { summary: 'Remove the photo', parameters: ID, responses: { 200: { description: 'Removed', ...json(ZOwnRecipe, 'output') }, 404: error('Not found'), ...SIGNED_IN } },
      },
      '/api/own-recipes': { get: { summary: 'The household\'s own recipes, newest first', responses: { 200: { description: 'List', ...json(z.array(ZOwnRecipe), 'output') }, ...SIGNED_IN } } },
      '/api/own-recipes/settings': {
        get: { summary: '"Plan my recipes too"', responses: { 200: { description: 'The switch', ...json(ZOwnRecipeSettings, 'output') }, ...SIGNED_IN } },
        put: { summary: 'Turn "plan my recipes too" on or off', requestBody: json(ZOwnRecipeSettings, 'input'), responses: { 200: { description: 'Saved', ...json(ZOwnRecipeSettings, 'output') }, 400: error('Bad input'), ...SIGNED_IN } },
      },
      '/api/simple-meal-plans/{id}/items/{itemId}/pin': {
        post: {
          summary: 'Pin a recipe (library or own) into one meal of a plan',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, { name: 'itemId', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: json(ZPinBody, 'input'),
          responses: { 200: { description: 'The plan', ...json(ZMealPlan, 'output') }, 400: error('The recipe does not fit that meal'), 404: error('No such plan, meal or recipe'), ...SIGNED_IN },
        },
      },
    },
  };
}

import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import type { LineFood } from '@larder/domain/catalogue/ingredient-lines/line-food';
import type { OwnLineWeight, OwnRecipeCoverage } from '@larder/domain/catalogue/own-recipes/own-recipe';
import type { OwnRecipeView } from '@larder/domain/catalogue/own-recipes/own-recipe-view';
import type { ImportPreview } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import type { TImportPreview, TOwnRecipe, TParsedLine } from '@larder/contract/own-recipes';
import { presentRecipe } from './recipe.presenter';

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const suggestion = (s: { slug: string; name: string; confidence: number }) => ({ ingredient: s.slug, name: s.name, confidence: s.confidence });

/** A line just parsed (the editor, the import). */
export function presentLineFood(food: LineFood): TParsedLine {
  const p = food.parsed;
  return {
    text: p.raw.trim(),
    quantity: p.quantity,
    quantityMax: p.quantityMax,
    unit: p.unit,
    food: p.ingredient,
    preparation: p.preparation,
    notes: p.notes,
    ingredient: food.ingredient,
    ingredientName: food.ingredientName,
    confidence: food.confidence,
    matchedBy: food.matchedBy,
    suggestions: food.suggestions.map(suggestion),
    grams: round(food.grams),
    free: food.free,
    heading: p.heading,
    problem: food.problem,
  };
}

/** A stored line, weighed against today's catalogue; an unmatched one offers what it might be. */
export function presentStoredLine({ line, grams }: OwnLineWeight, snapshot: CatalogueSnapshot): TParsedLine {
  const name = line.ingredient ? (snapshot.ingredient(line.ingredient)?.name ?? null) : null;
  const problem = line.free ? null : !line.ingredient ? 'Not matched to a food: choose one' : grams === null ? `We cannot weigh "${line.unit ?? 'each'}" of ${name}: give it in grams, millilitres or spoons` : null;
  return {
    text: line.text,
    quantity: line.quantity,
    quantityMax: line.quantityMax,
    unit: line.unit,
    food: line.food,
    preparation: line.preparation,
    notes: line.notes,
    ingredient: line.ingredient,
    ingredientName: name,
    confidence: line.confidence,
    matchedBy: line.matchedBy,
    suggestions: line.ingredient || line.free ? [] : snapshot.matcher().candidates(line.food, 4).map(suggestion),
    grams: round(grams),
    free: line.free,
    heading: false,
    problem,
  };
}

const presentCoverage = (c: OwnRecipeCoverage) => ({ ...c, weightShare: Math.round(c.weightShare * 1000) / 1000 });

export function presentOwnRecipe(v: OwnRecipeView, snapshot: CatalogueSnapshot, chain?: string | null): TOwnRecipe {
  const { own } = v;
  const recipe = presentRecipe(v.view, chain);
  return {
    ...recipe,
    // What the nutrition covers of the whole recipe: lines not matched count against it too.
    nutritionCoverage: Math.round(v.view.facts.nutritionCoverage * v.coverage.weightShare * 1000) / 1000,
    own: true,
    role: own.role,
    servedWith: [...own.servedWith],
    sideKind: own.sideKind,
    keepsDays: own.keepsDays,
    freezes: own.freezes,
    sourceUrl: own.sourceUrl,
    hasPhoto: own.hasPhoto,
    lines: v.weights.map((w) => presentStoredLine(w, snapshot)),
    coverage: presentCoverage(v.coverage),
    createdAt: own.createdAt.toISOString(),
    updatedAt: own.updatedAt.toISOString(),
  };
}

export function presentImportPreview(p: ImportPreview): TImportPreview {
  const { id: _id, imageUrl: _image, own: _own, ...recipe } = presentRecipe(p.preview.view);
  const lines = p.preview.lines.map(presentLineFood);
  const d = p.draft;
  return {
    foundIn: p.foundIn,
    sourceUrl: p.imported.sourceUrl,
    imageUrl: p.imported.imageUrl,
    recipe: {
      ...recipe,
      nutritionCoverage: Math.round(p.preview.view.facts.nutritionCoverage * p.preview.coverage.weightShare * 1000) / 1000,
      role: p.preview.fields.role,
      sourceUrl: p.preview.fields.sourceUrl,
    },
    lines,
    unmatched: lines.filter((l) => !l.ingredient && !l.free),
    coverage: presentCoverage(p.preview.coverage),
    draft: {
      name: d.name,
      description: d.description ?? '',
      cuisine: d.cuisine ?? 'Other',
      role: d.role,
      serves: d.serves,
      prepTime: d.prepMinutes ?? 0,
      cookTime: d.cookMinutes ?? 0,
      lines: lines.map((l) => ({ text: l.text, ingredient: l.matchedBy === 'hand' ? l.ingredient : null })),
      instructions: [...(d.steps ?? [])],
      sourceUrl: d.sourceUrl ?? null,
    },
  };
}

import type { CookingSkill } from '../accounts/household-options';
import { allergensFor } from './allergy-map';
import type { Allergen, Ingredient } from './ingredient';
import { type Product, type RecipeCost, recipeCostAt } from './cost';
import { packGrams } from './units';
import { IngredientMatcher, type MatchVocabulary } from './ingredient-lines/ingredient-matcher';
import { DIETARY_TAGS, HALAL_TAGS, type DietaryTag, type MealType, type Recipe, type RecipeFacts, deriveRecipeFacts } from './recipe';

export interface CatalogueData {
  readonly ingredients: readonly Ingredient[];
  readonly products: readonly Product[];
  readonly recipes: readonly Recipe[];
  /** The words the ingredient matcher knows beyond the ingredients' names (aliases, spellings, describing words). */
  readonly vocabulary?: MatchVocabulary;
}

export interface RecipeView {
  readonly recipe: Recipe;
  readonly facts: RecipeFacts;
  /** One per chain that sells every ingredient, cheapest first. */
  readonly costs: readonly RecipeCost[];
}

export interface RecipeQuery {
  readonly text?: string;
  readonly mealType?: MealType;
  readonly cuisine?: string;
  readonly diet?: string;
  /** Allergy labels or allergen names the recipe must be free of. */
  readonly allergenFree?: readonly string[];
  readonly maxMinutes?: number;
  readonly difficulty?: CookingSkill;
  readonly maxCostPerServingPence?: number;
  /** The chain costs are compared at; the cheapest chain when absent. */
  readonly chain?: string;
  readonly page: number;
  readonly pageSize: number;
}

export interface CatalogueProblem {
  readonly recipeId: string;
  readonly message: string;
}

const normaliseTag = (value: string): DietaryTag | undefined => {
  const key = value.toLowerCase().replace(/[\s_-]+/g, '');
  return DIETARY_TAGS.find((tag) => tag.toLowerCase().replace(/[\s_-]+/g, '') === key);
};

/** The whole catalogue in memory with every recipe's derived facts and costs; rebuilt when the data changes. */
export class CatalogueSnapshot {
  private readonly ingredientsBySlug: Map<string, Ingredient>;
  private readonly productsByIngredient: Map<string, Map<string, Product>>;
  private readonly views: Map<string, RecipeView> = new Map();
  readonly problems: CatalogueProblem[] = [];
  readonly chains: string[];
  private readonly vocabulary: MatchVocabulary | undefined;
  private ingredientMatcher: IngredientMatcher | null = null;

  constructor(data: CatalogueData, base?: CatalogueSnapshot, prices: readonly Product[] = []) {
    if (base) {
      // A household's view: the same ingredients, prices and library, with its own recipes added (and, with
      // `prices`, its own price for some products: the same pack, another price).
      this.vocabulary = base.vocabulary;
      this.ingredientMatcher = base.matcher();
      this.ingredientsBySlug = base.ingredientsBySlug;
      this.productsByIngredient = base.productsByIngredient;
      this.chains = base.chains;
      this.views = new Map(base.views);
      this.problems = [...base.problems];
      if (prices.length) {
        this.productsByIngredient = new Map([...base.productsByIngredient].map(([slug, byChain]) => [slug, new Map(byChain)]));
        for (const p of prices) this.productsByIngredient.get(p.ingredient)?.set(p.chain, p);
        // Only the recipes that use a repriced ingredient are costed again.
        const repriced = new Set(prices.map((p) => p.ingredient));
        for (const view of base.views.values()) if (view.recipe.ingredients.some((l) => repriced.has(l.ingredient))) this.addRecipe(view.recipe);
      }
    } else {
      this.productsByIngredient = new Map();
      this.vocabulary = data.vocabulary;
      this.ingredientsBySlug = new Map(data.ingredients.map((i) => [i.slug, i]));
      for (const product of data.products) {
        const byChain = this.productsByIngredient.get(product.ingredient) ?? new Map<string, Product>();
        const current = byChain.get(product.chain);
        // A price from a real feed replaces the estimate for the same chain.
        if (!current || (current.estimate && !product.estimate)) byChain.set(product.chain, product);
        this.productsByIngredient.set(product.ingredient, byChain);
      }
      this.chains = [...new Set(data.products.map((p) => p.chain))].sort();
    }
    for (const recipe of data.recipes) this.addRecipe(recipe);
  }

  /** This catalogue with more recipes (a household's own), sharing everything else. */
  withRecipes(recipes: readonly Recipe[]): CatalogueSnapshot {
    return recipes.length ? new CatalogueSnapshot({ ingredients: [], products: [], recipes }, this) : this;
  }

  /** This catalogue with some products at another price (a household's price book); each replaces the product for its ingredient and chain. */
  withPrices(products: readonly Product[]): CatalogueSnapshot {
    return products.length ? new CatalogueSnapshot({ ingredients: [], products: [], recipes: [] }, this, products) : this;
  }

  private addRecipe(recipe: Recipe) {
    const facts = deriveRecipeFacts(recipe, this.ingredientsBySlug);
    if (!facts.ok) {
      this.problems.push({ recipeId: recipe.id, message: facts.error.message });
      return;
    }
    const costs: RecipeCost[] = [];
    for (const chain of this.chains) {
      const cost = recipeCostAt(recipe, facts.value.gramsPerLine, this.ingredientsBySlug, (slug) => this.product(slug, chain), chain);
      if (cost.ok) costs.push(cost.value);
    }
    costs.sort((a, b) => a.usedFractionPerServingPence - b.usedFractionPerServingPence || a.chain.localeCompare(b.chain));
    this.views.set(recipe.id, { recipe, facts: facts.value, costs });
  }

  /** Names free-text food as the catalogue's ingredients (built on first use). */
  matcher(): IngredientMatcher {
    this.ingredientMatcher ??= new IngredientMatcher([...this.ingredientsBySlug.values()], this.vocabulary);
    return this.ingredientMatcher;
  }

  ingredient(slug: string): Ingredient | undefined {
    return this.ingredientsBySlug.get(slug);
  }
  /** Every ingredient (the shopping list guesses a free-text item's aisle from their names). */
  allIngredients(): Ingredient[] {
    return [...this.ingredientsBySlug.values()];
  }
  product(slug: string, chain: string): Product | undefined {
    return this.productsByIngredient.get(slug)?.get(chain);
  }
  /** Grams in one pack of a product; null when the pack cannot be weighed. */
  packGrams(ingredient: Ingredient, product: Product): number | null {
    const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    return grams.ok ? grams.value : null;
  }
  productsFor(slug: string): Product[] {
    return [...(this.productsByIngredient.get(slug)?.values() ?? [])];
  }
  recipe(id: string): RecipeView | undefined {
    return this.views.get(id);
  }
  allRecipes(): RecipeView[] {
    return [...this.views.values()];
  }
  ingredientSlugs(): string[] {
    return [...this.ingredientsBySlug.keys()].sort();
  }
  get ingredientCount(): number {
    return this.ingredientsBySlug.size;
  }

  /** The cost a query compares: at its chain, or the cheapest chain. */
  costFor(view: RecipeView, chain?: string): RecipeCost | undefined {
    return chain ? view.costs.find((c) => c.chain === chain) : view.costs[0];
  }

  search(query: RecipeQuery): { items: RecipeView[]; total: number } {
    const words = (query.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const diet = query.diet ? normaliseTag(query.diet) : undefined;
    const excluded = new Set<Allergen>((query.allergenFree ?? []).flatMap((label) => [...allergensFor(label)]));
    const cuisine = query.cuisine?.toLowerCase();
    const matches = this.allRecipes().filter((view) => {
      const { recipe, facts } = view;
      if (query.mealType && !recipe.mealTypes.includes(query.mealType)) return false;
      if (cuisine && recipe.cuisine.toLowerCase() !== cuisine) return false;
      // Asking for Halal finds meat recipes too: they are "Halal with halal meat".
      if (query.diet && (!diet || !(diet === 'Halal' ? HALAL_TAGS.some((t) => facts.dietaryTags.includes(t)) : facts.dietaryTags.includes(diet)))) return false;
      if (facts.allergens.some((a) => excluded.has(a)) || facts.mayContain.some((a) => excluded.has(a))) return false;
      if (query.maxMinutes !== undefined && facts.totalMinutes > query.maxMinutes) return false;
      if (query.difficulty && recipe.difficulty !== query.difficulty) return false;
      if (query.maxCostPerServingPence !== undefined) {
        const cost = this.costFor(view, query.chain);
        if (!cost || cost.usedFractionPerServingPence > query.maxCostPerServingPence) return false;
      }
      if (words.length) {
        const haystack = [recipe.name, recipe.description, recipe.cuisine, ...recipe.ingredients.map((l) => this.ingredientsBySlug.get(l.ingredient)?.name ?? '')]
          .join(' ')
          .toLowerCase();
        if (!words.every((w) => haystack.includes(w))) return false;
      }
      return true;
    });
    const score = (view: RecipeView) => (words.length && words.every((w) => view.recipe.name.toLowerCase().includes(w)) ? 0 : 1);
    matches.sort((a, b) => score(a) - score(b) || a.recipe.name.localeCompare(b.recipe.name));
    const start = (query.page - 1) * query.pageSize;
    return { items: matches.slice(start, start + query.pageSize), total: matches.length };
  }
}

// Builds packages/domain/data/avoids/avoid-groups.json from the catalogue's ingredients (slugs, `contains`, allergens).
// Run: node scripts/build-avoid-groups.mjs  (again whenever the catalogue's ingredients change; a domain test checks it).
import { readFileSync, writeFileSync } from 'node:fs';

const ingredients = JSON.parse(readFileSync(new URL('../packages/adapters-db/catalogue/generated/ingredients.json', import.meta.url), 'utf8'));
const has = (list, ...xs) => xs.some((x) => list.includes(x));
const slug = (re, not) => (i) => re.test(i.slug) && !(not && not.test(i.slug));

// key, label (what the screens show), other words people say for it, the rule over an ingredient.
const GROUPS = [
  ['pork', 'Pork (bacon, ham, sausages, chorizo, gammon, lard...)', ['pig', 'pork products'], (i) => has(i.contains, 'pork', 'gelatine') || slug(/lard|^pork-|chorizo|gammon|pancetta|salami|pepperoni|ham$|black-pudding/)(i)],
  ['beef', 'Beef', ['steak'], slug(/beef|brisket|braising-steak|rump-steak|sirloin-steak/)],
  ['lamb', 'Lamb', ['mutton'], slug(/lamb/)],
  ['chicken', 'Chicken and other poultry', ['poultry', 'turkey', 'duck'], (i) => has(i.contains, 'poultry')],
  ['red-meat', 'All red meat', ['meat'], (i) => has(i.contains, 'meat')],
  ['offal', 'Offal (liver, kidneys, black pudding)', ['liver', 'livers'], slug(/liver|kidneys$|black-pudding/)],
  ['fish', 'Fish (all fish, fish sauce)', ['seafood fish', 'oily fish'], (i) => has(i.contains, 'fish') || has(i.allergens, 'fish')],
  ['shellfish', 'Shellfish (prawns, mussels, squid...)', ['seafood', 'prawns', 'prawn'], (i) => has(i.contains, 'shellfish') || has(i.allergens, 'crustaceans', 'molluscs')],
  ['mushrooms', 'Mushrooms', ['mushroom'], slug(/mushroom/)],
  ['nuts', 'Nuts (tree nuts and peanuts)', ['nut'], (i) => has(i.allergens, 'tree-nuts', 'peanuts')],
  ['peanuts', 'Peanuts', ['peanut'], (i) => has(i.allergens, 'peanuts')],
  ['tree-nuts', 'Tree nuts (almonds, cashews, walnuts...)', ['tree nuts'], (i) => has(i.allergens, 'tree-nuts')],
  ['eggs', 'Eggs', ['egg'], (i) => has(i.contains, 'egg') || has(i.allergens, 'eggs')],
  ['dairy', 'Dairy (milk, cheese, butter, yoghurt)', ['milk'], (i) => has(i.contains, 'dairy') || has(i.allergens, 'milk')],
  ['cheese', 'Cheese', [], slug(/cheese|cheddar|mozzarella|parmesan|feta|halloumi|ricotta|mascarpone|paneer|brie|stilton|gruyere/)],
  ['onions', 'Onions, leeks and shallots', ['onion'], slug(/onion|shallot|leek/)],
  ['garlic', 'Garlic', [], slug(/garlic/)],
  ['chilli', 'Chilli (hot food)', ['spicy', 'spicy food', 'chillies', 'hot'], slug(/chill?i|jalape|cayenne/)],
  ['coriander', 'Coriander', ['cilantro'], slug(/coriander/)],
  ['olives', 'Olives', ['olive'], slug(/olives$/)],
  ['tomatoes', 'Tomatoes', ['tomato'], slug(/tomato/)],
  ['peppers', 'Peppers', ['pepper', 'bell peppers'], slug(/(red|green|yellow)-pepper|roasted-red-peppers/)],
  ['aubergine', 'Aubergine', ['eggplant'], slug(/aubergine/)],
  ['courgette', 'Courgette', ['zucchini'], slug(/courgette/)],
  ['spinach', 'Spinach', [], slug(/spinach/)],
  ['sweetcorn', 'Sweetcorn', ['corn'], slug(/sweetcorn/)],
  ['beetroot', 'Beetroot', ['beets'], slug(/beetroot/)],
  ['celery', 'Celery', [], (i) => slug(/celery/)(i) || has(i.allergens, 'celery')],
  ['coconut', 'Coconut', [], slug(/coconut/)],
  ['beans', 'Beans and lentils', ['pulses', 'lentils'], (i) => has(i.contains, 'legume') && !/tofu|soy|peanut|edamame/.test(i.slug)],
  ['tofu', 'Tofu and soya', ['soya', 'soy'], (i) => slug(/tofu/)(i) || has(i.allergens, 'soya')],
  ['alcohol', 'Alcohol (wine, beer in cooking)', ['wine', 'beer'], (i) => has(i.contains, 'alcohol')],
];

const groups = GROUPS.map(([key, label, aliases, rule]) => ({
  key,
  label,
  aliases,
  ingredients: ingredients.filter(rule).map((i) => i.slug).sort(),
}));
for (const g of groups) if (!g.ingredients.length) throw new Error(`group ${g.key} matches no catalogue ingredient`);
const out = {
  about: 'What a household can say it will not eat: each group names the catalogue ingredients it covers (built by scripts/build-avoid-groups.mjs from the catalogue ingredients\' slugs, contains and allergens). Any single catalogue ingredient may be avoided too.',
  groups,
};
writeFileSync(new URL('../packages/domain/data/avoids/avoid-groups.json', import.meta.url), JSON.stringify(out, null, 1) + '\n');
console.log(groups.map((g) => `${g.key}: ${g.ingredients.length}`).join(', '));

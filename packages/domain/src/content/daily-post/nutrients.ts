import type { NutrientKey } from '../../catalogue/ingredient';
import type { BlogCategory } from '../../site/blog/blog-post';

/**
 * What we say about each nutrient the composition tables give, written by us. Reference intakes are the UK's for an
 * average adult (Food Information Regulations, the figures on front-of-pack labels); fibre's is SACN's 30 g a day.
 */
export interface NutrientGuide {
  readonly key: NutrientKey;
  readonly name: string;
  /** The unit of the per-100 g figure. */
  readonly unit: 'g' | 'kcal';
  readonly referenceIntake: number;
  /** `more`: most of us could do with more (the article lists the richest and the cheapest sources); `less`: it lists where it hides. */
  readonly aim: 'more' | 'less';
  readonly category: BlogCategory;
  readonly title: string;
  readonly what: string;
  readonly why: string;
  readonly tips: readonly string[];
}

export const NUTRIENT_GUIDES: readonly NutrientGuide[] = [
  {
    key: 'fibreG',
    name: 'fibre',
    unit: 'g',
    referenceIntake: 30,
    aim: 'more',
    category: 'nutrition',
    title: 'Fibre: where to find it, and the cheapest ways to eat more',
    what: 'Fibre is the part of plant foods our bodies cannot digest. It keeps the gut moving, feeds the bacteria that live there and helps us feel full.',
    why: 'Adults are advised to eat 30 g a day; most of us in the UK manage about 20 g. Diets higher in fibre go with lower risks of heart disease, type 2 diabetes and bowel cancer.',
    tips: ['Swap white bread, pasta and rice for wholemeal and brown versions.', 'Add a tin of beans or lentils to a stew, curry or chilli.', 'Leave the skins on potatoes and carrots.', 'Start the day with porridge or a high-fibre cereal.'],
  },
  {
    key: 'proteinG',
    name: 'protein',
    unit: 'g',
    referenceIntake: 50,
    aim: 'more',
    category: 'nutrition',
    title: 'Protein on a budget: the richest and the cheapest sources',
    what: 'Protein is what muscles, skin, blood and the enzymes that run the body are built from, and it keeps us full for longer than the same energy from sugar.',
    why: 'The reference intake for an adult is 50 g a day. Most people in the UK get enough; the question for a tight budget is getting it cheaply, and plants do that well.',
    tips: ['Beans, lentils and chickpeas give protein and fibre for pennies.', 'Eggs are one of the cheapest complete proteins.', 'Mix meat with pulses (half mince, half lentils) to stretch it.', 'Greek yoghurt and cottage cheese are easy high-protein snacks.'],
  },
  {
    key: 'energyKcal',
    name: 'energy',
    unit: 'kcal',
    referenceIntake: 2000,
    aim: 'less',
    category: 'weight-loss',
    title: 'Calories explained: the most energy-dense foods, and how to eat fewer without going hungry',
    what: 'The energy in food is counted in kilocalories (kcal). Fat carries 9 kcal a gram, carbohydrate and protein about 4.',
    why: 'The reference intake is 2,000 kcal a day for an average adult. Energy-dense foods pack a lot of calories into a small amount, so they are easy to eat too much of.',
    tips: ['Fill half the plate with vegetables: they add volume and few calories.', 'Measure oil with a spoon instead of pouring it.', 'Choose foods high in fibre and protein: they keep you fuller for longer.', 'Watch drinks: juice and sugary drinks add energy without filling you up.'],
  },
  {
    key: 'sugarsG',
    name: 'sugar',
    unit: 'g',
    referenceIntake: 90,
    aim: 'less',
    category: 'family-health',
    title: 'Sugar: where it hides in the food we buy',
    what: 'Sugars occur naturally in fruit and milk, and are added to many foods. It is the added ("free") sugars we are advised to cut.',
    why: 'The reference intake for total sugars is 90 g a day; free sugars should be under 30 g for adults (about seven teaspoons), and less for children.',
    tips: ['Check labels: more than 22.5 g of total sugars per 100 g is high.', 'Swap sugary cereals for porridge with fruit.', 'Dilute juice, or drink water and milk instead.', 'Halve the sugar in baking recipes: most still work.'],
  },
  {
    key: 'saltG',
    name: 'salt',
    unit: 'g',
    referenceIntake: 6,
    aim: 'less',
    category: 'family-health',
    title: 'Salt: the everyday foods that carry the most',
    what: 'Salt is sodium chloride. We need a little, but most of the salt we eat is already in the food we buy, not what we add.',
    why: 'Adults should eat no more than 6 g a day (a teaspoon), and children less. Too much raises blood pressure, a cause of strokes and heart disease.',
    tips: ['More than 1.5 g of salt per 100 g on a label is high.', 'Cook with herbs, spices, garlic, lemon and black pepper instead of extra salt.', 'Choose tinned vegetables and pulses in water, not brine.', 'Taste before you add salt at the table.'],
  },
  {
    key: 'fatG',
    name: 'fat',
    unit: 'g',
    referenceIntake: 70,
    aim: 'less',
    category: 'nutrition',
    title: 'Fat: which foods carry the most, and which fats to favour',
    what: 'Fat carries flavour and some vitamins, and we need some; it is also the most energy-dense part of food.',
    why: 'The reference intake is 70 g of fat a day, of which no more than 20 g saturated. Swapping saturated fats for unsaturated ones (olive, rapeseed, nuts, oily fish) is better for the heart.',
    tips: ['Cook with rapeseed or olive oil rather than butter or lard.', 'Trim visible fat from meat and drain the fat from mince.', 'Grill, bake or steam instead of frying.', 'Use strong cheese: you need less of it for the flavour.'],
  },
  {
    key: 'carbohydrateG',
    name: 'carbohydrate',
    unit: 'g',
    referenceIntake: 260,
    aim: 'more',
    category: 'nutrition',
    title: 'Carbohydrates: the cheapest energy there is, and how to choose well',
    what: 'Carbohydrates are the starches and sugars in food: bread, potatoes, rice, pasta, oats and fruit. They are the body\u2019s main fuel.',
    why: 'The reference intake is 260 g a day, and starchy foods should make up about a third of what we eat. Wholegrain versions bring fibre with them.',
    tips: ['Base meals on potatoes, bread, rice or pasta, wholegrain where you can.', 'Oats are among the cheapest breakfasts there are.', 'Cool cooked potatoes and rice quickly and keep them in the fridge.', 'Keep an eye on portions: a fist-sized portion is a good guide.'],
  },
];

import type { Knex } from 'knex';
import { type NewBlogPost, preparePost } from '@larder/domain/site/blog/blog-post';
import { blogPostRow } from '../repositories/knex-site.repository';

const KITCHEN = 'Larder Kitchen Team';
const NUTRITION = 'Larder Nutrition Team';

/**
 * The blog's articles, written by us for UK households cooking on a budget. Health guidance follows
 * the NHS (Eatwell Guide, 5 A Day, salt and sugar limits) and food-safety advice the Food Standards
 * Agency; where a figure comes from elsewhere the article names its source.
 */
export const BLOG_ARTICLES: readonly NewBlogPost[] = [
  {
    id: 'eatwell-guide-on-a-budget',
    title: 'The Eatwell Guide on a budget: a balanced plate for less',
    excerpt: 'The NHS Eatwell Guide shows what a balanced week looks like. Here is how to follow it when every pound counts.',
    metaDescription: 'How to follow the NHS Eatwell Guide on a tight UK food budget: cheap starchy foods, frozen veg, pulses and smart protein swaps.',
    category: 'nutrition',
    tags: ['Eatwell Guide', 'balanced diet', 'budget'],
    author: NUTRITION,
    publishedAt: new Date('2026-06-02T08:00:00Z'),
    content: `
<p>The NHS Eatwell Guide splits a healthy diet into five groups: fruit and vegetables (just over a third of what you eat), starchy foods such as potatoes, bread, rice and pasta (just over another third), protein foods, dairy or alternatives, and small amounts of unsaturated oils. It describes a balance over a day or a week, not every single plate, which is good news when the budget is tight.</p>
<h2>Starchy foods: the cheapest third</h2>
<p>Potatoes, oats, rice and pasta are among the lowest-cost foods per portion in any UK supermarket. Choose wholegrain versions where the price is close: wholemeal pasta, brown rice and porridge oats add fibre, and adults should aim for 30 g of fibre a day. Leave the skins on potatoes for the same reason.</p>
<h2>Fruit and vegetables without the waste</h2>
<p>Frozen, tinned and dried fruit and vegetables all count towards your 5 A Day. Frozen peas, spinach, sweetcorn and mixed berries are picked and frozen quickly, keep for months, and let you use exactly what you need. Tinned tomatoes and tinned fruit in juice (not syrup) are other easy wins. An adult portion is 80 g, roughly a handful, or three heaped tablespoons of cooked vegetables.</p>
<h2>Protein that stretches</h2>
<p>Beans, lentils and chickpeas are cheap, filling and count towards your 5 A Day too (although only once a day, however much you eat). Use them to stretch mince in a chilli or a cottage pie: half mince, half lentils feeds the same number of people for less. Eggs, tinned fish such as sardines or mackerel, and chicken thighs rather than breasts are other good-value choices. The NHS suggests two portions of fish a week, one of them oily.</p>
<h2>Dairy and oils</h2>
<p>Lower-fat milk and plain yoghurt cost no more than full-fat and are just as useful in cooking. Buy a large tub of plain yoghurt rather than individual pots and add your own fruit. A bottle of vegetable or rapeseed oil goes a long way; use it in small amounts.</p>
<h2>Plan it, then shop it</h2>
<p>The simplest way to eat to the guide on a budget is to plan the week first, then buy only what the plan needs. Larder builds a week of meals around your household's budget and priced at your nearest supermarkets, so the balance and the bill are both worked out before you reach the shop.</p>`,
  },
  {
    id: 'five-a-day-for-less',
    title: '5 A Day for less: fruit and veg that count and cost little',
    excerpt: 'Frozen, tinned and seasonal produce make five portions a day affordable for the whole family.',
    metaDescription: 'Cheap ways to reach 5 A Day in the UK: frozen and tinned produce, seasonal veg, portion sizes for adults and children.',
    category: 'nutrition',
    tags: ['5 A Day', 'vegetables', 'fruit', 'seasonal'],
    author: NUTRITION,
    publishedAt: new Date('2026-06-23T08:00:00Z'),
    content: `
<p>Eating at least five portions of a variety of fruit and vegetables a day is one of the best-known pieces of NHS advice, and one of the hardest to afford when prices rise. It does not have to mean expensive punnets of berries.</p>
<h2>What counts</h2>
<ul>
<li>An adult portion is 80 g of fresh, frozen or tinned fruit or vegetables.</li>
<li>30 g of dried fruit counts as one portion (keep it to mealtimes, as it is sticky and sugary for teeth).</li>
<li>Beans and pulses count, but only as one portion a day.</li>
<li>A 150 ml glass of fruit juice or smoothie counts as one portion at most, however much you drink.</li>
<li>Potatoes do not count: they are a starchy food. Sweet potatoes, parsnips and swede do.</li>
</ul>
<p>For children, a portion is roughly what fits in the palm of their hand.</p>
<h2>The cheapest portions</h2>
<p>Carrots, onions, cabbage, frozen peas, tinned tomatoes and bananas are almost always among the cheapest fruit and vegetables in UK supermarkets, and they keep well. Frozen mixed vegetables save chopping on busy nights and cut waste, because you only take out what you need.</p>
<h2>Buy with the seasons</h2>
<p>British produce in season is usually cheaper and tastes better: strawberries and courgettes in summer, apples, squash and leeks in autumn, cabbage, swede and parsnips in winter. Loose vegetables let you buy exactly the number you need instead of a bag that half goes to waste.</p>
<h2>Hide a portion in every meal</h2>
<p>Grated carrot and courgette disappear into bolognese, lentils into a curry, and a tin of tomatoes makes the base of a dozen dinners. Add a handful of frozen spinach to soups and stews at the end of cooking. Porridge with a sliced banana at breakfast is one portion before the day has started.</p>
<p>When you set up your preferences in Larder, the planner includes vegetables across the week and reuses them across meals, so a cabbage bought on Monday is still being used by Thursday rather than ending up in the bin.</p>`,
  },
  {
    id: 'cutting-salt-and-sugar-in-family-meals',
    title: 'Cutting salt and sugar in family meals without anyone noticing',
    excerpt: 'Most of the salt and sugar we eat is already in the food we buy. Small swaps bring the totals down for the whole household.',
    metaDescription: 'Practical ways to reduce salt and sugar in UK family cooking, with NHS daily limits for adults and children and how to read labels.',
    category: 'nutrition',
    tags: ['salt', 'sugar', 'food labels', 'children'],
    author: NUTRITION,
    publishedAt: new Date('2026-07-14T08:00:00Z'),
    content: `
<p>Adults should have no more than 6 g of salt a day, about a teaspoon. For children the limits are lower: 2 g a day for ages 1 to 3, 3 g for 4 to 6, and 5 g for 7 to 10. Free sugars, the sugars added to food and drinks plus those in honey, syrups and juices, should be no more than 30 g a day for anyone aged 11 or over, 24 g for 7 to 10 year olds and 19 g for 4 to 6 year olds.</p>
<h2>Read the traffic lights</h2>
<p>Most UK packs carry front-of-pack colour coding. Per 100 g, more than 1.5 g of salt or more than 22.5 g of total sugars is high (red); 0.3 g of salt or 5 g of sugars or less is low (green). Comparing two brands of baked beans, stock cubes or breakfast cereal takes seconds and can halve what you get.</p>
<h2>Where the salt hides</h2>
<ul>
<li>Bread, breakfast cereals, cheese, ham, bacon and sausages.</li>
<li>Stock cubes, gravy granules, soy sauce and jarred sauces.</li>
<li>Ready meals and takeaways.</li>
</ul>
<p>Use half a stock cube where a recipe says one, or a reduced-salt version. Add flavour with garlic, onion, lemon juice, black pepper, herbs and spices instead. Taste before you add salt at the table, and take the salt shaker off the table altogether.</p>
<h2>Sugar swaps that work</h2>
<ul>
<li>Plain yoghurt with fruit instead of flavoured pots.</li>
<li>Water or lower-fat milk instead of squash and fizzy drinks; keep juice to one small glass a day with a meal.</li>
<li>Plain porridge oats or wholewheat biscuit cereals instead of frosted or chocolate cereals.</li>
<li>Halve the sugar in crumble toppings and cake recipes; most taste just as good.</li>
</ul>
<h2>Cook from scratch, a little at a time</h2>
<p>Home-cooked meals give you control of both. Larder's recipes show nutrition per serving, worked out from the ingredients themselves, including salt, so you can see which meals of the week carry the most and balance the rest around them.</p>`,
  },
  {
    id: 'twenty-minute-midweek-dinners',
    title: 'Twenty-minute midweek dinners from the storecupboard',
    excerpt: 'A tin of beans, a packet of pasta and a few eggs are the start of a week of fast, cheap dinners.',
    metaDescription: 'Quick, cheap UK midweek dinners in about 20 minutes from storecupboard staples: pasta, eggs, tinned fish, beans and frozen veg.',
    category: 'quick-meals',
    tags: ['quick dinners', 'storecupboard', 'midweek'],
    author: KITCHEN,
    publishedAt: new Date('2026-07-28T08:00:00Z'),
    content: `
<p>The takeaway menu is most tempting on a Wednesday night when nobody has the energy to cook. A well-stocked cupboard is the cheapest defence. These dinners take about twenty minutes and use ingredients that keep for weeks.</p>
<h2>The storecupboard list</h2>
<ul>
<li>Dried pasta, rice, noodles and porridge oats.</li>
<li>Tinned tomatoes, chickpeas, kidney beans, baked beans, sweetcorn and tuna or sardines.</li>
<li>Eggs, frozen peas, frozen spinach and frozen mixed vegetables.</li>
<li>Onions, garlic, a stock cube, dried chilli, mixed herbs, curry powder or paste.</li>
</ul>
<h2>Five dinners from that list</h2>
<h3>Tuna, pea and tomato pasta</h3>
<p>Fry an onion and a clove of garlic, add a tin of tomatoes and simmer while the pasta cooks. Stir in a drained tin of tuna and a mug of frozen peas for the last three minutes.</p>
<h3>Chickpea and spinach curry</h3>
<p>Soften an onion, add a spoon of curry paste, a tin of chickpeas, a tin of tomatoes and a handful of frozen spinach. Ten minutes of simmering and it is ready with rice or flatbreads.</p>
<h3>Egg fried rice</h3>
<p>Best with yesterday's cooked rice, cooled quickly and kept in the fridge. Stir-fry frozen mixed vegetables, push them aside, scramble two eggs, then add the rice and a splash of soy sauce.</p>
<h3>Bean chilli jackets</h3>
<p>Microwave potatoes while a pan of kidney beans, tomatoes, onion and chilli simmers. Top with a spoon of plain yoghurt.</p>
<h3>Spanish-style omelette</h3>
<p>Slice leftover boiled potatoes and an onion, fry until golden, pour over beaten eggs and finish under the grill. Serve with a tin of sweetcorn or a simple salad.</p>
<h2>Make it a habit</h2>
<p>Pick two of these for the busiest nights of the week and put them in the plan before you shop. In Larder, choose a beginner cooking skill and the planner keeps recipes to 30 minutes or less.</p>`,
  },
  {
    id: 'one-pan-family-meals',
    title: 'One-pan family meals: less washing up, less waste',
    excerpt: 'Traybakes and one-pot dinners save time, energy and money. Here is how to build your own.',
    metaDescription: 'How to make cheap one-pan and traybake family dinners in the UK, with a simple formula, energy-saving tips and four ideas to start with.',
    category: 'quick-meals',
    tags: ['one-pan', 'traybake', 'family dinners', 'energy saving'],
    author: KITCHEN,
    publishedAt: new Date('2026-08-18T08:00:00Z'),
    content: `
<p>A single tray or pot does most of the work: everything cooks together, the flavours mingle, and there is one thing to wash. With energy prices in mind, one oven shelf or one hob ring for the whole meal is also cheaper to run.</p>
<h2>The traybake formula</h2>
<ol>
<li><strong>A starch:</strong> potato or sweet potato wedges, or a tin of drained butter beans added halfway.</li>
<li><strong>Vegetables that roast well:</strong> onions, peppers, carrots, courgette, squash, broccoli added for the last 15 minutes.</li>
<li><strong>A protein:</strong> chicken thighs, sausages, a block of tofu or chickpeas.</li>
<li><strong>Flavour:</strong> a spoon of oil, garlic, dried herbs or smoked paprika, a squeeze of lemon at the end.</li>
</ol>
<p>Cut everything to a similar size so it cooks evenly, spread it out so it roasts rather than steams, and cook at around 200°C (180°C fan) for 35 to 45 minutes. Chicken must be cooked until the juices run clear and there is no pink meat.</p>
<h2>One-pot ideas</h2>
<ul>
<li><strong>Sausage and bean casserole:</strong> brown the sausages, add onion, a tin of tomatoes and a tin of mixed beans, simmer 20 minutes.</li>
<li><strong>Chicken and rice pilaf:</strong> fry chicken thigh pieces with onion and spices, add rice and twice its volume of stock, cover and cook gently for 15 to 20 minutes.</li>
<li><strong>Lentil and vegetable soup:</strong> red lentils, carrots, onion, a stock cube and water; 25 minutes and blend if you like.</li>
<li><strong>Pasta in the pot:</strong> cook pasta directly in a tomato sauce with extra water, stirring often, and finish with grated cheese.</li>
</ul>
<h2>Save energy while you cook</h2>
<p>Put a lid on pans, match the pan to the ring, and use the oven for more than one thing at a time: roast tomorrow's vegetables beside tonight's traybake. Microwaves and slow cookers use less energy than an oven for smaller portions.</p>`,
  },
  {
    id: 'batch-cooking-sunday-plan',
    title: 'Batch cooking: a Sunday plan that feeds the week',
    excerpt: 'Two hours on Sunday can give you four or five dinners, ready to reheat. Here is a plan and the food-safety rules that go with it.',
    metaDescription: 'A practical UK batch-cooking plan for busy families: what to cook, how to cool, store, freeze and reheat safely, and how much it saves.',
    category: 'quick-meals',
    tags: ['batch cooking', 'meal prep', 'freezer', 'food safety'],
    author: KITCHEN,
    publishedAt: new Date('2026-09-08T08:00:00Z'),
    content: `
<p>Batch cooking means making larger amounts of a few dishes at once and eating them over the week. It saves money because you buy in bigger packs and use them up, and it saves the 6 pm scramble on busy days.</p>
<h2>A two-hour plan</h2>
<ol>
<li>Start a big pot of bolognese or chilli (mince stretched with lentils) on the hob.</li>
<li>While it simmers, roast two trays of vegetables: one for a pasta bake, one for wraps or couscous.</li>
<li>Cook a large pan of rice or pasta for the first two days only.</li>
<li>Make a soup from the vegetable trimmings and a stock cube for lunches.</li>
<li>Portion, label with the date, and cool everything quickly.</li>
</ol>
<h2>The food-safety rules</h2>
<ul>
<li>Cool cooked food quickly, ideally within one to two hours, by dividing it into shallow containers, then put it in the fridge or freezer.</li>
<li>Keep your fridge at 5°C or below. Eat chilled leftovers within two days.</li>
<li>Cooked rice is a special case: cool it within an hour, keep it in the fridge no more than a day, and reheat it only once.</li>
<li>Freeze what you will not eat within two days. Defrost in the fridge overnight, not on the worktop.</li>
<li>Reheat until steaming hot all the way through, and reheat food only once.</li>
</ul>
<h2>What freezes well</h2>
<p>Sauces, chillies, curries, stews, soups, cooked mince dishes and most baked goods freeze well for up to three months for best quality. Cooked pasta and potatoes can go soft; it is usually better to cook them fresh on the night. Label every box: "bolognese, 4 portions, 14 Sep" saves guessing later.</p>
<h2>Plan the batch around the plan</h2>
<p>Larder's planner reuses ingredients across the week to buy whole packs and waste less. Look at your weekly plan on a Sunday: meals that share a sauce or a tray of vegetables are natural candidates to cook together.</p>`,
  },
  {
    id: 'losing-weight-without-losing-your-budget',
    title: 'Losing weight without losing your budget',
    excerpt: 'Healthy weight loss does not need special products. Filling, lower-energy everyday foods are often the cheapest in the shop.',
    metaDescription: 'Safe, affordable weight loss in the UK: NHS guidance on calories and pace, filling budget foods, portion control and planning.',
    category: 'weight-loss',
    tags: ['weight loss', 'calories', 'portion size', 'NHS'],
    author: NUTRITION,
    publishedAt: new Date('2026-09-29T08:00:00Z'),
    content: `
<p>Diet shakes, bars and "slimming" ready meals cost far more than the foods they replace. The NHS approach to losing weight is simpler: eat a little less energy than you use, steadily, with foods that fill you up. Aim to lose around 0.5 to 1 kg (1 to 2 lb) a week; the NHS 12-week weight loss plan suggests a daily limit of about 1,900 kcal for men and 1,400 kcal for women as a starting point.</p>
<p><em>If you have a medical condition, are pregnant, or are under 18, talk to your GP before starting any weight-loss plan.</em></p>
<h2>Foods that fill you for less</h2>
<ul>
<li><strong>Vegetables and pulses:</strong> high in fibre and water, low in energy, and among the cheapest foods you can buy. Bulk up every meal with them.</li>
<li><strong>Porridge oats:</strong> a filling breakfast for pennies a bowl; avoid sugary instant sachets.</li>
<li><strong>Eggs, tinned fish, chicken thighs with the skin removed, lentils:</strong> protein keeps you satisfied for longer.</li>
<li><strong>Wholegrain starchy foods:</strong> keep them, in sensible portions, rather than cutting them out.</li>
</ul>
<h2>Portions, not perfection</h2>
<p>A helpful guide: half the plate vegetables or salad, a quarter starchy food, a quarter protein. Serve from the hob rather than putting dishes on the table, use a smaller plate, and put leftovers away straight after serving: they become tomorrow's lunch rather than second helpings.</p>
<h2>Watch the drinks</h2>
<p>Sugary drinks, juice and alcohol add energy without filling you up, and they cost money. Water is free from the tap; a pint of ordinary-strength beer or a large glass of wine each carries roughly 180 to 230 kcal.</p>
<h2>Plan ahead</h2>
<p>Most unplanned eating happens when there is nothing ready at home. A week's plan and a list means the healthy option is already in the fridge. In Larder, each meal shows its energy per serving, and the plan aims for a sensible daily total per person rather than a crash diet.</p>`,
  },
  {
    id: 'healthy-swaps-under-a-pound',
    title: 'Healthy swaps that cost under a pound',
    excerpt: 'Small changes to the weekly shop that cut calories, sugar or saturated fat, and often the bill too.',
    metaDescription: 'Cheap healthy food swaps in UK supermarkets: lower-sugar, lower-fat and higher-fibre alternatives that cost the same or less.',
    category: 'weight-loss',
    tags: ['healthy swaps', 'shopping', 'saturated fat', 'fibre'],
    author: NUTRITION,
    publishedAt: new Date('2026-10-13T08:00:00Z'),
    content: `
<p>You do not need to overhaul everything you eat. Swapping a handful of everyday items is an easy way to eat better, and most of these cost the same as, or less than, what they replace.</p>
<h2>Breakfast</h2>
<ul>
<li>Sugary cereal to porridge oats or plain wholewheat biscuits: more fibre, less sugar, usually cheaper per bowl.</li>
<li>Flavoured yoghurt pots to a large tub of plain yoghurt with fruit.</li>
<li>White toast to wholemeal or seeded bread.</li>
</ul>
<h2>Lunch and snacks</h2>
<ul>
<li>Crisps to plain popcorn you pop at home, or a piece of fruit.</li>
<li>Meal deals to a packed lunch: a sandwich, fruit and water made at home often costs a third of the price.</li>
<li>Biscuits with tea to a banana or a few unsalted nuts (not for young children, who can choke on whole nuts).</li>
</ul>
<h2>Dinner</h2>
<ul>
<li>Beef mince to half mince, half lentils or beans: less saturated fat, more fibre, lower cost.</li>
<li>Creamy jar sauces to a tin of tomatoes with garlic and herbs.</li>
<li>Frying to grilling, baking or air-frying with a teaspoon of oil.</li>
<li>White rice to brown rice or mixed grains when the price is close.</li>
</ul>
<h2>Drinks</h2>
<ul>
<li>Fizzy drinks and squash to tap water, sparkling water, or no-added-sugar squash.</li>
<li>Full-fat milk to semi-skimmed for adults and children over two (skimmed is not suitable under five).</li>
</ul>
<h2>Check the label</h2>
<p>Front-of-pack traffic lights make swaps quick: more greens and ambers, fewer reds. Over a week, a few swaps can take out hundreds of calories and several pounds from the shopping bill.</p>`,
  },
  {
    id: 'feeding-children-well-on-a-budget',
    title: 'Feeding children well on a tight budget',
    excerpt: 'Growing children need regular meals, enough energy and a few key nutrients. None of it needs to be expensive.',
    metaDescription: 'Affordable healthy eating for UK children: portion sizes, key nutrients, fussy eaters, school lunches, vitamins and Healthy Start.',
    category: 'family-health',
    tags: ['children', 'family meals', 'Healthy Start', 'school lunches'],
    author: NUTRITION,
    publishedAt: new Date('2026-10-27T08:00:00Z'),
    content: `
<p>Children do best with three meals and a couple of planned snacks a day, built on the same Eatwell Guide as adults, with portions to match their age and appetite. The cheapest family meals are often the ones children eat happily: pasta bakes, shepherd's pie, fish fingers with peas, bean chilli and homemade pizza.</p>
<h2>Nutrients to look out for</h2>
<ul>
<li><strong>Iron:</strong> red meat, beans, lentils, fortified breakfast cereals and dark green vegetables. Vitamin C from fruit and vegetables at the same meal helps absorption.</li>
<li><strong>Calcium:</strong> milk, cheese, yoghurt and fortified plant drinks.</li>
<li><strong>Vitamin D:</strong> the NHS recommends everyone consider a daily 10 microgram supplement in autumn and winter. Children aged 6 months to 5 years are advised to take daily vitamins A, C and D.</li>
</ul>
<h2>Healthy Start</h2>
<p>If you are at least 10 weeks pregnant or have a child under four, and get certain benefits, you may be able to get Healthy Start payments towards milk, fruit, vegetables and pulses, plus free vitamins. Check eligibility on the NHS Healthy Start website.</p>
<h2>Fussy eaters</h2>
<p>It can take ten or more tries before a child accepts a new food. Offer small amounts next to foods they already like, eat together when you can, and avoid using pudding as a reward. Cooking one meal for the whole family, with a component the child likes, is cheaper and less stressful than cooking separate dinners.</p>
<h2>Lunchboxes</h2>
<p>A sandwich or wrap, a portion of fruit or vegetable sticks, a yoghurt or cheese, and water costs far less than most packaged snacks. Use leftovers from dinner (pasta salad, rice, cold chicken) where the school allows, kept cool with an ice pack.</p>
<p>Larder plans for your household size and lets you mark allergies and dietary needs as hard rules, so every meal in the plan is one the whole family can eat.</p>`,
  },
  {
    id: 'allergies-at-the-family-table',
    title: 'Allergies at the family table: cooking safely for everyone',
    excerpt: 'The UK names 14 allergens that must be declared. Here is how to plan, shop and cook when someone in the house has an allergy.',
    metaDescription: 'Cooking for a family member with a food allergy in the UK: the 14 allergens, reading labels, avoiding cross-contact and planning meals.',
    category: 'family-health',
    tags: ['allergies', '14 allergens', 'food labels', 'family'],
    author: NUTRITION,
    publishedAt: new Date('2026-11-03T08:00:00Z'),
    content: `
<p>UK food law names 14 allergens that must be highlighted on the ingredients list of pre-packed food and declared by restaurants and takeaways: celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya and sulphur dioxide (sulphites).</p>
<p><em>If you think someone has a food allergy, speak to your GP. Anyone prescribed an adrenaline auto-injector should carry two at all times.</em></p>
<h2>Reading labels</h2>
<ul>
<li>The allergens appear in bold (or otherwise emphasised) in the ingredients list. Read it every time: recipes change.</li>
<li>"May contain" warnings mean the product could have come into contact with the allergen. Whether that is safe depends on the person and their doctor's advice.</li>
<li>Since October 2021, "Natasha's Law" means food made and packed on the same premises for direct sale, such as sandwiches from a café counter, must carry a full ingredients list with allergens emphasised.</li>
</ul>
<h2>In the kitchen</h2>
<ul>
<li>Cook the allergy-safe meal first, or make the whole meal allergy-safe so there is nothing to mix up.</li>
<li>Wash hands, boards, knives and pans before preparing the safe meal; do not reuse frying oil.</li>
<li>Keep allergy-safe foods on their own shelf, clearly labelled.</li>
<li>Check stock cubes, sauces, gravy granules and spice mixes, which often contain celery, mustard, milk or gluten.</li>
</ul>
<h2>Planning around an allergy</h2>
<p>It is cheaper to cook one meal everyone can eat than two separate dinners. In Larder, allergies in your preferences are hard rules: the planner never suggests a recipe whose ingredients carry that allergen, because allergens are worked out from each ingredient rather than typed by hand. Always check the labels of the products you actually buy, as brands differ.</p>`,
  },
  {
    id: 'stop-wasting-food-storage-guide',
    title: 'Stop binning food: a storage guide for UK kitchens',
    excerpt: 'Much of the food thrown away at home could have been eaten. Better storage is the easiest saving there is.',
    metaDescription: 'How to store food to make it last longer in a UK kitchen: fridge temperature, use-by vs best-before, freezing, and what to keep out of the fridge.',
    category: 'cooking-tips',
    tags: ['food waste', 'storage', 'use-by', 'freezing'],
    author: KITCHEN,
    publishedAt: new Date('2026-08-04T08:00:00Z'),
    content: `
<p>According to WRAP, the charity that tracks food waste in the UK, households throw away millions of tonnes of food every year that could have been eaten. The most common reasons are buying too much and not using it in time. Storing food well gives you those extra days.</p>
<h2>Use-by and best before</h2>
<ul>
<li><strong>Use by</strong> is about safety. Do not eat food after this date, even if it looks and smells fine. You can freeze it up to and including the use-by date.</li>
<li><strong>Best before</strong> is about quality. Food is safe after this date if stored properly, though it may not be at its best. Use your judgement.</li>
</ul>
<h2>The fridge</h2>
<p>Keep the fridge at 5°C or below (0 to 5°C is ideal); a cheap fridge thermometer tells you. Store raw meat and fish, covered, on the bottom shelf so it cannot drip onto other food. Most fruit and vegetables last longer in the fridge, in the salad drawer, including apples, berries, carrots and leafy greens.</p>
<h2>Keep these out of the fridge</h2>
<p>Bread goes stale faster in the fridge: keep it in a bread bin or freeze it in slices. Potatoes, onions and garlic prefer a cool, dark, dry cupboard, with potatoes and onions kept apart. Bananas and whole tomatoes ripen best at room temperature.</p>
<h2>The freezer is your friend</h2>
<p>Nearly everything freezes: bread, milk, grated cheese, cooked rice (cooled quickly), meat, chopped herbs in a little oil, ripe bananas for baking. Freeze in portions and label with the date. A freezer at -18°C keeps food safe indefinitely, though quality is best within a few months.</p>
<h2>Buy what you will use</h2>
<p>The biggest saving is not buying it in the first place. A plan for the week and a list to match means fewer half-used bags at the back of the fridge. Larder shows, for each list, what will be left over of each pack, so you can plan a meal to use it.</p>`,
  },
  {
    id: 'cooking-with-leftovers',
    title: 'Cooking with leftovers: turning odds and ends into dinner',
    excerpt: 'Half a bag of spinach, two potatoes and a heel of cheese are a meal, not a problem. Ideas and safety rules for leftovers.',
    metaDescription: 'Easy UK leftover recipes and safety rules: frittata, bubble and squeak, fried rice, soup and how long leftovers keep in the fridge.',
    category: 'cooking-tips',
    tags: ['leftovers', 'food waste', 'food safety', 'recipes'],
    author: KITCHEN,
    publishedAt: new Date('2026-09-15T08:00:00Z'),
    content: `
<p>The cheapest meal is the one made from food you have already paid for. A few flexible recipes turn whatever is left at the end of the week into dinner.</p>
<h2>Five recipes that take almost anything</h2>
<h3>Frittata</h3>
<p>Fry leftover vegetables, cooked potatoes or pasta, pour over beaten eggs, add any cheese that needs using, and finish under the grill. Four eggs feed two adults generously.</p>
<h3>Bubble and squeak</h3>
<p>Mash leftover potato with cooked cabbage, sprouts or greens, shape into cakes and fry until crisp. A British classic made for Boxing Day and every Monday.</p>
<h3>Fried rice</h3>
<p>Cold cooked rice (stored in the fridge for no more than a day), frozen peas, an egg and any cooked meat or vegetables. Reheat until piping hot.</p>
<h3>Soup</h3>
<p>Soften an onion, add chopped vegetables (the tired ones are fine), a stock cube and water, simmer until soft and blend. A handful of red lentils makes it a meal.</p>
<h3>Pasta bake</h3>
<p>Leftover bolognese, chilli or roasted vegetables with cooked pasta, a tin of tomatoes and grated cheese on top, baked until bubbling.</p>
<h2>Leftovers safely</h2>
<ul>
<li>Cool leftovers quickly and put them in the fridge within one to two hours of cooking.</li>
<li>Eat them within two days (cooked rice within one), or freeze them.</li>
<li>Reheat until steaming hot all the way through, and only once.</li>
<li>Defrost frozen leftovers in the fridge or microwave, and eat within 24 hours of defrosting.</li>
</ul>
<h2>Plan a "use it up" night</h2>
<p>Leave one evening a week unplanned for leftovers. Larder's shopping lists show what each pack will leave over after the planned meals, so you know on Monday what Friday's "use it up" dinner will be built around.</p>`,
  },
  {
    id: 'supermarket-price-tricks',
    title: 'Supermarket price tricks and how to shop around them',
    excerpt: 'Unit prices, multibuys, loyalty prices and own brands: how to tell a real saving from a clever display.',
    metaDescription: 'How to save money at UK supermarkets: unit pricing, own brands, multibuy offers, loyalty prices, reduced items and comparing chains.',
    category: 'cooking-tips',
    tags: ['saving money', 'supermarkets', 'unit price', 'own brand'],
    author: KITCHEN,
    publishedAt: new Date('2026-10-06T08:00:00Z'),
    content: `
<p>The price on the shelf is only part of the story. A few habits help you see what you are really paying and where you can pay less.</p>
<h2>Read the unit price</h2>
<p>Shelf labels in UK supermarkets show a unit price, such as the price per kilogram or per litre, in smaller print. It is the only fair way to compare a large bag with a small one, or a branded pack with an own-brand one. Bigger is usually cheaper per kilo, but not always, and it is only a saving if you use it all.</p>
<h2>Go down a brand level</h2>
<p>Own-brand and value ranges of staples such as tinned tomatoes, pasta, rice, flour, frozen vegetables and milk are often close in quality to branded versions and can cost much less. Try the cheaper version of one item a week and keep the swaps you do not notice.</p>
<h2>Multibuys and loyalty prices</h2>
<ul>
<li>"3 for 2" is only a saving if you would have bought three anyway and will eat them before they go off.</li>
<li>Loyalty card prices can be genuinely lower; compare them with the same product at a discounter before assuming they are the best deal.</li>
<li>Check whether a promotion price is lower than last month's usual price, not just lower than a briefly raised one.</li>
</ul>
<h2>Reduced to clear</h2>
<p>Yellow-sticker items near their use-by date can be excellent value if you will eat them that day or freeze them straight away (before the use-by date).</p>
<h2>Compare chains, not just products</h2>
<p>The same basket can cost noticeably different amounts at different supermarkets. Which? publishes a monthly comparison of the cheapest UK supermarket for a basket of groceries. Larder prices your actual list at the chains near your postcode, so you can see which one is cheapest for your week rather than for someone else's basket.</p>
<h2>Shop with a list, and not hungry</h2>
<p>Impulse buys add up. A list made from a meal plan, and a snack before you go, are two of the simplest savings there are.</p>`,
  },
];

/** Stores the shipped articles (sanitised); an article already stored under the same id is left alone. */
export async function seedBlogArticles(knex: Knex): Promise<number> {
  let inserted = 0;
  for (const article of BLOG_ARTICLES) {
    const prepared = preparePost(article);
    if (!prepared.ok) throw new Error(`blog article ${article.id}: ${prepared.field}: ${prepared.message}`);
    const rows = await knex('blog_posts').insert(blogPostRow(prepared.post)).onConflict('id').ignore().returning('id');
    inserted += rows.length;
  }
  return inserted;
}

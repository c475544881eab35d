/**
 * UK-grown vegetables by the months they are in season here (field-grown, or from British glasshouses where that
 * is how they are grown), written by us from the growers' calendars; `slug` is the catalogue ingredient. Stored
 * crops (onions, potatoes, carrots, cabbages) run on through the months they keep well from the British harvest.
 */
export interface SeasonalVegetable {
  readonly slug: string;
  /** As a sentence names it ("leeks", "purple sprouting broccoli"). */
  readonly plural: string;
  readonly months: readonly number[];
  /** When and why it is good now. */
  readonly season: string;
  readonly choose: string;
  readonly store: string;
  readonly cook: string;
}

const range = (from: number, to: number): number[] => {
  const out: number[] = [];
  for (let m = from; ; m = (m % 12) + 1) {
    out.push(m);
    if (m === to) return out;
  }
};

export const SEASONAL_VEGETABLES: readonly SeasonalVegetable[] = [
  {
    slug: 'aubergine',
    plural: 'aubergines',
    months: range(7, 10),
    season: 'British aubergines come from glasshouses in the late summer and early autumn, when they are at their glossiest and cheapest.',
    choose: 'Pick ones that feel heavy for their size, with tight, shiny skin and a green stalk.',
    store: 'Keep them somewhere cool rather than in the coldest part of the fridge, and use them within four or five days.',
    cook: 'Salt is optional with modern varieties; what they need is enough heat and a little oil, so roast or fry them until soft right through.',
  },
  {
    slug: 'broccoli',
    plural: 'broccoli heads',
    months: range(6, 10),
    season: 'Home-grown broccoli (calabrese) is cut from June into the autumn.',
    choose: 'Look for tight, dark green florets with no yellowing, and a firm stalk.',
    store: 'Keep it unwashed in the fridge and eat it within a few days; yellow buds mean it is past its best.',
    cook: 'Do not throw the stalk away: peel it, slice it and cook it with the florets. Two or three minutes of steaming keeps the colour and the bite.',
  },
  {
    slug: 'tenderstem-broccoli',
    plural: 'tenderstem broccoli',
    months: range(6, 10),
    season: 'Tenderstem is grown in Britain through the summer and into the autumn.',
    choose: 'The stems should snap cleanly and the heads be closed and dark.',
    store: 'Keep it in its bag in the fridge and use it within three or four days.',
    cook: 'It needs no trimming beyond the very ends: steam, stir-fry or roast it for a few minutes.',
  },
  {
    slug: 'butternut-squash',
    plural: 'butternut squashes',
    months: range(9, 2),
    season: 'Squashes are harvested in September and October and keep for months, so they carry on through the winter.',
    choose: 'A good one is heavy, with matt skin free of soft patches and a dry stalk.',
    store: 'Whole, it keeps for weeks somewhere cool and dry; once cut, wrap it and use it within a few days.',
    cook: 'Roasting in chunks with the skin on saves time and adds flavour; the skin softens enough to eat.',
  },
  {
    slug: 'carrot',
    plural: 'carrots',
    months: [...range(6, 3)],
    season: 'British carrots are lifted from early summer and stored through the winter, so they are home-grown for most of the year.',
    choose: 'Firm and bright, without cracks; bendy carrots are old but still fine for soups and stews.',
    store: 'Keep them in the fridge drawer out of their plastic bag, or with a sheet of kitchen paper in it to stop them sweating.',
    cook: 'Scrub rather than peel; most of the flavour is near the skin. Roasting brings out their sweetness.',
  },
  {
    slug: 'cauliflower',
    plural: 'cauliflowers',
    months: range(1, 12),
    season: 'Different varieties keep British cauliflower in the shops all year, with the winter heads from Cornwall and Lincolnshire at their best from November to April.',
    choose: 'The curd should be creamy white and tight, with fresh green leaves wrapped around it.',
    store: 'Keep it whole in the fridge and use it within a week.',
    cook: 'The leaves are good to eat: roast them with the florets until the edges crisp.',
  },
  {
    slug: 'celery',
    plural: 'celery',
    months: range(7, 11),
    season: 'British celery is in season from mid-summer to the first frosts.',
    choose: 'Stalks should be crisp enough to snap, with fresh leaves.',
    store: 'Wrap it in foil in the fridge and it stays crisp for two weeks; limp sticks revive in a glass of cold water.',
    cook: 'Celery, carrot and onion chopped small and softened slowly make the base of many stews and sauces; the leaves are a free herb.',
  },
  {
    slug: 'courgette',
    plural: 'courgettes',
    months: range(6, 10),
    season: 'Courgettes grow fast in a British summer: from June to early autumn they are plentiful and cheap.',
    choose: 'Smaller ones have more flavour and fewer seeds; they should be firm with glossy skin.',
    store: 'Keep them in the fridge and use them within four or five days.',
    cook: 'Cook them hot and fast so they colour instead of stewing, and season at the end.',
  },
  {
    slug: 'cucumber',
    plural: 'cucumbers',
    months: range(4, 10),
    season: 'British glasshouse cucumbers are picked from spring to the autumn.',
    choose: 'Firm from end to end, dark green and without soft spots.',
    store: 'Cucumbers dislike the very cold: the fridge door or a cool shelf suits them.',
    cook: 'Salted and drained for ten minutes, sliced cucumber keeps its crunch in a salad or a raita.',
  },
  {
    slug: 'green-beans',
    plural: 'green beans',
    months: range(7, 9),
    season: 'French beans are picked in British gardens and fields from July to September.',
    choose: 'They should snap cleanly rather than bend.',
    store: 'Keep them in the fridge and use them within three or four days.',
    cook: 'Top them only; boil for four minutes in salted water, then drain and dress while hot.',
  },
  {
    slug: 'leek',
    plural: 'leeks',
    months: range(9, 4),
    season: 'Leeks stand in the ground through the British winter, so they are at their best from autumn to early spring.',
    choose: 'Choose straight leeks with plenty of white and no slimy outer layer.',
    store: 'They keep for a week or more in the fridge; wrap them so their smell does not travel.',
    cook: 'Slice them, then wash the slices in a bowl of water to let the soil sink. Soften them slowly in butter or oil and they turn sweet.',
  },
  {
    slug: 'mushrooms',
    plural: 'mushrooms',
    months: range(1, 12),
    season: 'Cultivated mushrooms are grown in Britain all year, and are among the cheapest fresh vegetables in every month.',
    choose: 'Dry and firm, without slimy patches; open caps have more flavour than buttons.',
    store: 'Keep them in a paper bag in the fridge, not in plastic, and use them within a few days.',
    cook: 'Wipe rather than wash them, and do not crowd the pan: they should fry, not boil in their own juice.',
  },
  {
    slug: 'new-potatoes',
    plural: 'new potatoes',
    months: range(4, 7),
    season: 'The first new potatoes arrive in April (Jersey Royals first), and British earlies run until July.',
    choose: 'The skin should rub off with a thumb; that is how you know they are really new.',
    store: 'Unlike maincrop potatoes they do not keep: use them within a few days of buying.',
    cook: 'Boil them whole in their skins in salted water until a knife slides in, about 15 minutes, and toss with butter and herbs.',
  },
  {
    slug: 'onion',
    plural: 'onions',
    months: range(8, 4),
    season: 'British onions are harvested in late summer and stored through the winter and spring.',
    choose: 'Firm, heavy and dry-skinned, with no green shoots.',
    store: 'Somewhere cool, dark and airy, away from potatoes (each makes the other spoil faster).',
    cook: 'Most recipes rush them: onions need ten minutes on a low heat to turn soft and sweet.',
  },
  {
    slug: 'parsnip',
    plural: 'parsnips',
    months: range(10, 3),
    season: 'Parsnips are a winter vegetable: a frost turns some of their starch to sugar, so they are sweetest from November on.',
    choose: 'Small to medium ones are sweeter and less woody in the middle.',
    store: 'Keep them in the fridge drawer for up to two weeks.',
    cook: 'Roast them in halves or quarters; cut out the core of big ones if it is woody.',
  },
  {
    slug: 'potato',
    plural: 'potatoes',
    months: range(8, 5),
    season: 'Maincrop potatoes are lifted from late summer and stored through the winter and spring.',
    choose: 'Firm with no green patches or sprouts; green parts should be cut away.',
    store: 'In a cool, dark place in a paper or hessian bag, not in the fridge.',
    cook: 'Floury varieties (King Edward, Maris Piper) are for mash, roasties and chips; waxy ones hold their shape in salads and stews.',
  },
  {
    slug: 'red-cabbage',
    plural: 'red cabbages',
    months: range(9, 3),
    season: 'Red cabbage is harvested in the autumn and keeps through the winter.',
    choose: 'Heavy for its size, with tight, squeaky leaves.',
    store: 'A whole one keeps for weeks in the fridge; once cut, wrap it.',
    cook: 'Cook it with a splash of vinegar or an apple to keep its colour bright; raw and finely shredded it makes a crunchy slaw.',
  },
  {
    slug: 'savoy-cabbage',
    plural: 'Savoy cabbages',
    months: range(9, 3),
    season: 'Savoy cabbage is one of the hardiest British winter vegetables, cut from autumn to early spring.',
    choose: 'The crinkled leaves should be dark green and crisp, and the head heavy.',
    store: 'Keep it in the fridge for up to two weeks.',
    cook: 'Shred it finely and cook it quickly in a little butter or water so it stays green and sweet.',
  },
  {
    slug: 'white-cabbage',
    plural: 'white cabbages',
    months: range(10, 3),
    season: 'White cabbage is harvested late and stores well, so British ones last through winter.',
    choose: 'Tight, heavy heads with no split leaves.',
    store: 'It keeps for weeks in the fridge, wrapped once cut.',
    cook: 'Shredded raw it is the backbone of coleslaw; stir-fried with a little chilli it is a side dish in five minutes.',
  },
  {
    slug: 'spring-onion',
    plural: 'spring onions',
    months: range(3, 9),
    season: 'British spring onions are in season from spring through the summer.',
    choose: 'Crisp green tops and firm white ends.',
    store: 'Keep them in the fridge, or stand them in a glass with a little water.',
    cook: 'Use the whole onion: the white end in the cooking, the green tops sliced over the finished dish.',
  },
  {
    slug: 'swede',
    plural: 'swedes',
    months: range(10, 2),
    season: 'Swede is a winter root, at its best from October to February.',
    choose: 'Small to medium, firm and heavy; big ones can be woody.',
    store: 'It keeps for two weeks in the fridge drawer.',
    cook: 'Peel it thickly, then boil and mash it with plenty of pepper, or roast it in chunks.',
  },
  {
    slug: 'tomato',
    plural: 'tomatoes',
    months: range(6, 10),
    season: 'British tomatoes are at their best in the summer and early autumn.',
    choose: 'Ripe ones smell of tomato at the stalk end and give slightly when pressed.',
    store: 'Never in the fridge: the cold kills their flavour. Keep them in a bowl on the side.',
    cook: 'Very ripe ones make the best quick sauces; salt sliced tomatoes a few minutes before serving.',
  },
  {
    slug: 'cherry-tomatoes',
    plural: 'cherry tomatoes',
    months: range(5, 10),
    season: 'British cherry tomatoes ripen from late spring to the autumn.',
    choose: 'Bright, firm, still on the vine if you can.',
    store: 'On the side, not in the fridge.',
    cook: 'Roasted whole for 15 minutes they burst into a sauce of their own.',
  },
  {
    slug: 'baby-spinach',
    plural: 'spinach leaves',
    months: range(4, 10),
    season: 'British spinach is grown from spring to autumn.',
    choose: 'Bright, crisp leaves with no slimy ones in the bag.',
    store: 'In the fridge, and use within a couple of days of opening.',
    cook: 'A big bag wilts to almost nothing: stir it into a curry, pasta or soup in the last minute.',
  },
  {
    slug: 'red-pepper',
    plural: 'red peppers',
    months: range(7, 10),
    season: 'British glasshouse peppers ripen to red from mid-summer into the autumn.',
    choose: 'Glossy and firm, heavy for their size.',
    store: 'In the fridge drawer for up to a week.',
    cook: 'Roasting or slow frying brings out their sweetness; raw, they add crunch to salads.',
  },
  {
    slug: 'iceberg-lettuce',
    plural: 'iceberg lettuces',
    months: range(5, 9),
    season: 'British iceberg is cut from May to September.',
    choose: 'A heavy, tight head with crisp outer leaves.',
    store: 'In the fridge, wrapped, for up to a week.',
    cook: 'Its crunch is the point: shred it into wraps, tacos and burgers.',
  },
  {
    slug: 'little-gem-lettuce',
    plural: 'little gem lettuces',
    months: range(5, 10),
    season: 'Little gems grow through the British summer into the autumn.',
    choose: 'Firm hearts with no brown edges.',
    store: 'In the fridge drawer for up to five days.',
    cook: 'Halved and seared cut side down for a minute, they become a warm side dish.',
  },
  {
    slug: 'pak-choi',
    plural: 'pak choi',
    months: range(5, 10),
    season: 'Pak choi is grown in Britain from late spring to autumn.',
    choose: 'White stems should be firm and the leaves bright green.',
    store: 'In the fridge, and use within three days.',
    cook: 'Halve or quarter it lengthways and stir-fry or steam it for two or three minutes.',
  },
  {
    slug: 'shallot',
    plural: 'shallots',
    months: range(7, 2),
    season: 'British shallots are harvested in summer and stored into the winter.',
    choose: 'Firm and dry, with papery skins.',
    store: 'Like onions: cool, dark and airy.',
    cook: 'Pour boiling water over them for a minute and the skins slip off; roast them whole in their skins for a sweet side.',
  },
];

/** The vegetables in season in a month (1 to 12). */
export const inSeason = (month: number): SeasonalVegetable[] => SEASONAL_VEGETABLES.filter((v) => v.months.includes(month));

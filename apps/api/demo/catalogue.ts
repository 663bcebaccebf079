// The demo catalogue of Adepa, Adum, Kumasi: categories and products with cedi prices, and the
// locally drawn pictures of each (see drawings.ts). Pure data: the seed turns it into rows,
// renders the drawings to WebP files and turns `ratings` into demo reviews.

import { BRAND_COLOURS } from '@adepa/contract/brand';
import type { DrawingSpec } from './drawings.ts';

export interface DemoCategory {
  name: string;
  drawing: DrawingSpec;
}

export interface DemoProduct {
  name: string;
  /** A DemoCategory name. */
  category: string;
  brand: string | null;
  /** Regular price in cedi. */
  price: number;
  /** Selling price in cedi, lower than `price`. */
  discount: number;
  stock: number;
  sizes: string[];
  colors: string[];
  features: string[];
  description: string;
  /** 0..8 demo review star values (1..5); the seed turns them into reviews. */
  ratings: number[];
  /** Two or more views / colour variants of the product. */
  drawings: DrawingSpec[];
}

// Colours used by several drawings.
const { gold: GOLD, green: GREEN, red: RED, ink: INK, paper: PAPER } = BRAND_COLOURS;
const WHITE = '#F7F5F0';
const STEEL = '#C9CDD2';
const NAVY = '#1F2F5A';
const BLUE = '#1C6E8C';
const BROWN = '#6B3F1F';
const TAN = '#A0764A';

const CLOTHES = ['S', 'M', 'L', 'XL'];
const CLOTHES_XXL = ['S', 'M', 'L', 'XL', 'XXL'];
const SHOES = ['39', '40', '41', '42', '43', '44', '45'];

export const demoCategories: DemoCategory[] = [
  {
    name: 'Unisex Clothing',
    drawing: { kind: 'tshirt', color: GOLD, accent: GREEN, pattern: 'kente' },
  },
  { name: 'Shoes', drawing: { kind: 'sneaker', color: RED, accent: INK, detail: '#FFFFFF' } },
  {
    name: 'Watches',
    drawing: { kind: 'watch-analogue', color: '#D4A437', accent: GOLD, detail: NAVY },
  },
  {
    name: 'Electrical Appliances',
    drawing: { kind: 'fan', color: '#FFFFFF', accent: GREEN, background: GREEN },
  },
  { name: 'Sound Systems for Hire', drawing: { kind: 'speaker', color: INK, accent: GOLD } },
  {
    name: 'Personal Care',
    drawing: { kind: 'jar-cream', color: '#F4E9D0', accent: GREEN, label: 'SHEA BUTTER' },
  },
  {
    name: 'Cleaning Products',
    drawing: { kind: 'trigger-spray', color: '#3FA7D6', accent: GREEN, label: 'CLEAN' },
  },
  {
    name: 'Skills Programmes',
    drawing: { kind: 'certificate', color: GREEN, accent: GOLD, label: 'ADEPA SKILLS' },
  },
];

const clothing: DemoProduct[] = [
  {
    name: 'Kente Print Unisex Shirt',
    category: 'Unisex Clothing',
    brand: 'Kumasi Threads',
    price: 180,
    discount: 150,
    stock: 24,
    sizes: CLOTHES_XXL,
    colors: ['Gold & Green', 'Red & Gold'],
    features: [
      'Kente-inspired print on soft cotton',
      'Short sleeves and a relaxed fit',
      'Pointed collar with front buttons',
      'Fits both men and women',
    ],
    description:
      'A bright kente print shirt that fits both men and women. The cotton is light and breathable for the Kumasi heat, so you can wear it to work on Friday, to church or to a family occasion. We deliver anywhere in Kumasi and you can pay on delivery.',
    ratings: [5, 5, 4, 5, 4, 5],
    drawings: [
      { kind: 'shirt', color: GOLD, accent: GREEN, pattern: 'kente' },
      { kind: 'shirt', color: RED, accent: GOLD, detail: INK, pattern: 'kente' },
    ],
  },
  {
    name: 'Smock (Fugu) Northern Style',
    category: 'Unisex Clothing',
    brand: 'Savanna Loom',
    price: 450,
    discount: 390,
    stock: 9,
    sizes: ['M', 'L', 'XL'],
    colors: ['Indigo & White', 'Red & White'],
    features: [
      'Hand-woven strip cloth from the North',
      'Embroidered V-neck',
      'Two front pockets',
      'Roomy unisex cut',
    ],
    description:
      'The proud northern smock, woven by hand from thick cotton strips. It is roomy, it breathes, and it looks good at durbars, funerals and Independence Day. Each piece is slightly different because it is handmade.',
    ratings: [5, 5, 5, 4],
    drawings: [
      { kind: 'smock', color: NAVY, accent: '#F2EBDD', pattern: 'stripes' },
      { kind: 'smock', color: RED, accent: '#F2EBDD', detail: '#5C130F', pattern: 'stripes' },
    ],
  },
  {
    name: 'Ankara Joggers',
    category: 'Unisex Clothing',
    brand: 'Kumasi Threads',
    price: 150,
    discount: 125,
    stock: 30,
    sizes: CLOTHES,
    colors: ['Red Wax Print', 'Blue Wax Print'],
    features: [
      'Colourful wax print cotton',
      'Elastic waist with drawstring',
      'Black ribbed ankle cuffs',
      'Side pockets',
    ],
    description:
      'Comfortable joggers in real African wax print, finished with black cuffs and an elastic waist. Wear them with a plain T-shirt and sneakers for a sharp casual look. Delivery within Kumasi in one to two days.',
    ratings: [4, 5, 4, 3, 5],
    drawings: [
      { kind: 'joggers', color: RED, accent: GOLD, detail: '#1C6E8C', pattern: 'ankara' },
      { kind: 'joggers', color: BLUE, accent: GOLD, detail: RED, pattern: 'ankara' },
    ],
  },
  {
    name: 'Plain Round-Neck T-Shirt',
    category: 'Unisex Clothing',
    brand: 'Adepa Essentials',
    price: 85,
    discount: 70,
    stock: 60,
    sizes: CLOTHES_XXL,
    colors: ['White', 'Black', 'Green', 'Gold'],
    features: [
      '100% cotton, 180 g fabric',
      'Does not shrink after washing',
      'Ribbed round neck',
      'Unisex fit',
    ],
    description:
      'Everyday plain T-shirt in thick, soft cotton that keeps its shape after many washes. Good for work, school events, printing and simple weekend wear. Buy three and we deliver free within Adum.',
    ratings: [5, 4, 4, 5, 3, 4, 5, 4],
    drawings: [
      { kind: 'tshirt', color: '#FFFFFF' },
      { kind: 'tshirt', color: '#2A2A2E' },
      { kind: 'tshirt', color: GREEN },
      { kind: 'tshirt', color: GOLD },
    ],
  },
  {
    name: 'Unisex Pullover Hoodie',
    category: 'Unisex Clothing',
    brand: 'Adepa Essentials',
    price: 250,
    discount: 210,
    stock: 0,
    sizes: CLOTHES,
    colors: ['Black', 'Grey', 'Green'],
    features: [
      'Warm fleece lining for harmattan mornings',
      'Hood with drawstrings',
      'Front kangaroo pocket',
      'Ribbed cuffs and waistband',
    ],
    description:
      'A cosy pullover hoodie for harmattan mornings, night travel and air-conditioned offices. The fleece inside is soft and the cuffs keep their grip. New stock arrives soon; message us on WhatsApp to reserve yours.',
    ratings: [5, 4],
    drawings: [
      { kind: 'hoodie', color: '#2A2A2E' },
      { kind: 'hoodie', color: '#8A8F95' },
      { kind: 'hoodie', color: GREEN },
    ],
  },
  {
    name: 'Pique Polo Shirt',
    category: 'Unisex Clothing',
    brand: 'Adepa Essentials',
    price: 120,
    discount: 99,
    stock: 35,
    sizes: CLOTHES_XXL,
    colors: ['Navy', 'White', 'Red'],
    features: [
      'Breathable pique cotton',
      'Three-button placket',
      'Soft collar that stays flat',
      'Good for uniforms and logo printing',
    ],
    description:
      'A neat polo shirt that works for the office, church or a casual day out. Churches, schools and companies also buy it in bulk for uniforms; ask us for a group price. Pay on delivery anywhere in Kumasi.',
    ratings: [4, 4, 5],
    drawings: [
      { kind: 'polo', color: NAVY },
      { kind: 'polo', color: '#FFFFFF' },
      { kind: 'polo', color: RED },
    ],
  },
  {
    name: 'Straight-Cut Denim Jeans',
    category: 'Unisex Clothing',
    brand: 'Kejetia Denim',
    price: 200,
    discount: 170,
    stock: 18,
    sizes: ['30', '32', '34', '36', '38'],
    colors: ['Blue', 'Black'],
    features: [
      'Strong cotton denim',
      'Straight leg, mid rise',
      'Five pockets with copper button',
      'Sizes are waist in inches',
    ],
    description:
      'Classic straight-cut jeans in strong denim that lasts. The fit is easy for both men and women and the colour holds well when washed inside out. Not sure of your size? Call us and we will help you choose.',
    ratings: [4, 3, 5, 4],
    drawings: [
      { kind: 'trousers', color: '#2F4F7F', accent: GOLD },
      { kind: 'trousers', color: '#2A2A2E', accent: '#B0B4BA' },
    ],
  },
  {
    name: 'Embroidered Kaftan Long Top',
    category: 'Unisex Clothing',
    brand: 'Kumasi Threads',
    price: 280,
    discount: 240,
    stock: 12,
    sizes: ['M', 'L', 'XL', 'XXL'],
    colors: ['Cream', 'Green', 'Wine'],
    features: [
      'Long kaftan top with embroidered neck',
      'Soft cotton-linen blend',
      'Long sleeves with embroidered cuffs',
      'Wear with matching trousers or jeans',
    ],
    description:
      'An elegant kaftan top with gold embroidery on the neck and cuffs. It is light enough for a hot afternoon and smart enough for a wedding or Sunday service. We can deliver to your home or office in Kumasi.',
    ratings: [],
    drawings: [
      { kind: 'kaftan', color: '#F2EBDD', accent: '#B8860B' },
      { kind: 'kaftan', color: GREEN, accent: GOLD },
      { kind: 'kaftan', color: '#6D1A36', accent: GOLD },
    ],
  },
];

const shoes: DemoProduct[] = [
  {
    name: 'Canvas Sneakers',
    category: 'Shoes',
    brand: 'Adepa Essentials',
    price: 180,
    discount: 150,
    stock: 26,
    sizes: SHOES,
    colors: ['White', 'Black', 'Red'],
    features: [
      'Breathable cotton canvas',
      'Rubber toe cap and sole',
      'Cushioned insole',
      'Easy to wash',
    ],
    description:
      'Light canvas sneakers for everyday walking around town. The rubber sole grips well and the canvas lets your feet breathe. They go with jeans, joggers and shorts alike.',
    ratings: [5, 4, 4, 5, 5],
    drawings: [
      { kind: 'sneaker', color: '#F2EFE8', accent: RED, detail: '#FFFFFF' },
      { kind: 'sneaker', color: INK, accent: RED, detail: '#FFFFFF' },
      { kind: 'sneaker', color: RED, accent: INK, detail: '#FFFFFF' },
    ],
  },
  {
    name: 'Running Trainers (Mesh)',
    category: 'Shoes',
    brand: 'Stride',
    price: 320,
    discount: 275,
    stock: 14,
    sizes: ['40', '41', '42', '43', '44', '45'],
    colors: ['Black & Gold', 'Grey & Green'],
    features: [
      'Airy mesh upper',
      'Thick foam sole for long walks and jogging',
      'Padded collar and tongue',
      'Light weight',
    ],
    description:
      'Comfortable trainers for jogging at KNUST, the gym or long days on your feet. The thick sole softens every step and the mesh keeps your feet cool. Pay on delivery within Kumasi.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'trainer', color: INK, accent: GOLD, detail: '#FFFFFF' },
      { kind: 'trainer', color: '#8A8F95', accent: GREEN, detail: '#FFFFFF' },
    ],
  },
  {
    name: 'Leather Ahenema Sandals',
    category: 'Shoes',
    brand: 'Asante Craft',
    price: 250,
    discount: 210,
    stock: 11,
    sizes: SHOES,
    colors: ['Brown', 'Black'],
    features: [
      'Real leather, made in Kumasi',
      'Traditional wide strap with gold studs',
      'Thick, long-lasting sole',
      'Goes well with kente and smock',
    ],
    description:
      'Traditional Asante sandals made by hand from real leather. The wide decorated strap and thick sole make them perfect for festivals, funerals and any day you wear cloth. Made by craftsmen here in Kumasi.',
    ratings: [5, 5, 4, 5, 5, 4, 5],
    drawings: [
      { kind: 'sandal', color: '#8B5A2B', accent: INK, detail: GOLD },
      { kind: 'sandal', color: '#2E2A27', accent: BROWN, detail: GOLD },
    ],
  },
  {
    name: "Men's & Women's Slides",
    category: 'Shoes',
    brand: 'Adepa Essentials',
    price: 60,
    discount: 45,
    stock: 50,
    sizes: SHOES,
    colors: ['Black', 'Green'],
    features: ['Soft, light rubber', 'Wide comfortable strap', 'Water friendly', 'Non-slip sole'],
    description:
      'Easy slides for the house, the hostel and quick trips to the market. They are soft, light and fine in water. Order two pairs and save on delivery.',
    ratings: [4, 4, 3, 5],
    drawings: [
      { kind: 'slide', color: INK, accent: INK, detail: '#FFFFFF', label: 'ADEPA' },
      { kind: 'slide', color: INK, accent: GREEN, detail: '#FFFFFF', label: 'ADEPA' },
    ],
  },
  {
    name: 'Charley Wote Flip-Flops',
    category: 'Shoes',
    brand: 'Kumasi Step',
    price: 30,
    discount: 25,
    stock: 60,
    sizes: SHOES,
    colors: ['Blue', 'Red', 'Black'],
    features: ['Soft rubber footbed', 'Strong toe post', 'Light and cheap', 'Many colours'],
    description:
      'The good old charley wote for every day. Light, strong and cheap enough to keep a pair at home and one in the car. Available in many colours.',
    ratings: [],
    drawings: [
      { kind: 'flipflop', color: BLUE, accent: '#FFFFFF' },
      { kind: 'flipflop', color: RED, accent: INK },
      { kind: 'flipflop', color: '#2A2A2E', accent: GOLD },
    ],
  },
  {
    name: 'Leather Penny Loafers',
    category: 'Shoes',
    brand: 'Asante Craft',
    price: 380,
    discount: 320,
    stock: 0,
    sizes: ['40', '41', '42', '43', '44', '45'],
    colors: ['Brown', 'Black'],
    features: [
      'Polished real leather',
      'Slip-on with penny strap',
      'Hand-stitched moccasin toe',
      'Low heel with firm sole',
    ],
    description:
      'Smart slip-on loafers for the office, church and weddings. The leather is polished and the stitching is done by hand. Out of stock for now; call us to be told when new pairs arrive.',
    ratings: [5, 4, 4],
    drawings: [
      { kind: 'loafer', color: BROWN, accent: GOLD },
      { kind: 'loafer', color: '#2A2A2E', accent: '#B0B4BA' },
    ],
  },
  {
    name: 'Suede Chelsea Boots',
    category: 'Shoes',
    brand: 'Kejetia Leather',
    price: 450,
    discount: 390,
    stock: 7,
    sizes: ['40', '41', '42', '43', '44', '45'],
    colors: ['Tan', 'Black'],
    features: [
      'Soft suede upper',
      'Elastic side panels, easy on and off',
      'Pull tab at the back',
      'Rubber sole',
    ],
    description:
      'Stylish ankle boots in soft suede that dress up jeans and chinos. The elastic sides make them easy to pull on, and the rubber sole grips well on wet days. Limited pairs in each size.',
    ratings: [4, 5],
    drawings: [
      { kind: 'boot', color: TAN, accent: '#3B2A1A' },
      { kind: 'boot', color: '#2E2A27', accent: '#55595E' },
    ],
  },
];

const watches: DemoProduct[] = [
  {
    name: 'Casio Digital Wrist Watch',
    category: 'Watches',
    brand: 'Casio',
    price: 350,
    discount: 299,
    stock: 20,
    sizes: [],
    colors: ['Black', 'Gold'],
    features: [
      'Alarm, stopwatch and backlight',
      'Water resistant (rain and hand washing)',
      'Battery lasts for years',
      'Light resin or metal strap',
    ],
    description:
      'The classic Casio digital watch: light, accurate and tough. It has an alarm, a stopwatch and a light for reading the time at night. A simple gift that everybody likes.',
    ratings: [5, 5, 4, 5, 4, 5],
    drawings: [
      { kind: 'watch-digital', color: INK, accent: '#8A8D91', label: 'CASIO' },
      { kind: 'watch-digital', color: '#D4A437', accent: '#B8860B', label: 'CASIO' },
    ],
  },
  {
    name: 'Stainless Steel Analogue Watch',
    category: 'Watches',
    brand: 'Royal Time',
    price: 480,
    discount: 420,
    stock: 15,
    sizes: [],
    colors: ['Silver & Blue', 'Silver & Black'],
    features: [
      'Stainless steel case and bracelet',
      'Quartz movement',
      'Scratch-resistant glass',
      'Adjustable links (free fitting in shop)',
    ],
    description:
      'A smart steel watch for work and special occasions. The bracelet can be shortened for free at our shop in Adum. Comes in a gift box.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'watch-analogue', color: STEEL, accent: GOLD, detail: NAVY, label: 'ROYAL' },
      { kind: 'watch-analogue', color: STEEL, accent: '#FFFFFF', detail: INK, label: 'ROYAL' },
    ],
  },
  {
    name: 'Classic Leather Strap Watch',
    category: 'Watches',
    brand: 'Royal Time',
    price: 300,
    discount: 260,
    stock: 17,
    sizes: [],
    colors: ['Brown', 'Black'],
    features: [
      'Genuine leather strap',
      'Clear white dial with big markers',
      'Quartz movement',
      'Splash resistant',
    ],
    description:
      'A clean, easy-to-read watch on a genuine leather strap. It suits both men and women and goes with office wear and traditional cloth. Free delivery in Kumasi for orders above ₵500.',
    ratings: [4, 4],
    drawings: [
      { kind: 'watch-leather', color: '#D4A437', accent: BROWN, detail: PAPER },
      { kind: 'watch-leather', color: STEEL, accent: '#2A2A2E', detail: '#FFFFFF' },
    ],
  },
  {
    name: 'Gold-Tone Bracelet Watch',
    category: 'Watches',
    brand: 'Royal Time',
    price: 420,
    discount: 360,
    stock: 8,
    sizes: [],
    colors: ['Gold', 'Rose Gold'],
    features: ['Gold-tone steel bracelet', 'Cream dial', 'Fold-over clasp', 'Gift box included'],
    description:
      'A shiny gold-tone watch that makes any outfit look rich. It is a favourite gift for birthdays, weddings and anniversaries. We gift-wrap for free.',
    ratings: [5, 5, 5, 4, 5],
    drawings: [
      { kind: 'watch-analogue', color: '#D4A437', accent: '#8B5A2B', detail: PAPER },
      { kind: 'watch-analogue', color: '#D99A80', accent: '#8B4A3A', detail: '#FFFFFF' },
    ],
  },
  {
    name: "Kids' Sports Digital Watch",
    category: 'Watches',
    brand: 'Adepa Essentials',
    price: 120,
    discount: 95,
    stock: 25,
    sizes: [],
    colors: ['Red', 'Blue', 'Green'],
    features: [
      'Big, clear digits',
      'Soft, comfortable strap',
      'Alarm and backlight',
      'Splash resistant',
    ],
    description:
      'A bright, tough digital watch for school children. The big digits are easy to read and the soft strap is kind to small wrists. Help your child learn to keep time.',
    ratings: [4, 3, 5],
    drawings: [
      { kind: 'watch-digital', color: RED, accent: GOLD, label: 'SPORT' },
      { kind: 'watch-digital', color: '#2E6FD1', accent: '#9FD3EA', label: 'SPORT' },
      { kind: 'watch-digital', color: GREEN, accent: GOLD, label: 'SPORT' },
    ],
  },
  {
    name: 'Smartwatch with Bluetooth Calls',
    category: 'Watches',
    brand: 'Volta Tech',
    price: 650,
    discount: 560,
    stock: 0,
    sizes: [],
    colors: ['Black', 'Pink'],
    features: [
      'Answer calls from your wrist',
      'Heart rate, steps and sleep tracking',
      'WhatsApp and SMS alerts',
      'Battery lasts about 5 days',
    ],
    description:
      'A smartwatch that works with Android phones and iPhones. Take calls, see your WhatsApp messages and count your steps without taking out your phone. Sold out at the moment; new stock is on the way.',
    ratings: [4, 5, 3, 4],
    drawings: [
      { kind: 'smartwatch', color: INK, accent: '#3A3A3F' },
      { kind: 'smartwatch', color: '#E7A6B8', accent: STEEL },
    ],
  },
  {
    name: 'Fitness Band with Heart Rate',
    category: 'Watches',
    brand: 'Volta Tech',
    price: 280,
    discount: 230,
    stock: 22,
    sizes: [],
    colors: ['Black', 'Green'],
    features: [
      'Counts steps and calories',
      'Heart rate monitor',
      'Charges in about 2 hours',
      'Water resistant',
    ],
    description:
      'A slim fitness band to keep you moving. It counts your steps, checks your heart rate and shows the time and messages. Light enough to wear day and night.',
    ratings: [],
    drawings: [
      { kind: 'fitness-band', color: '#2A2A2E', accent: INK },
      { kind: 'fitness-band', color: GREEN, accent: INK },
    ],
  },
];

const appliances: DemoProduct[] = [
  {
    name: 'Binatone Standing Fan 16"',
    category: 'Electrical Appliances',
    brand: 'Binatone',
    price: 650,
    discount: 560,
    stock: 13,
    sizes: [],
    colors: ['White', 'Black'],
    features: [
      '16-inch blades, 3 speeds',
      'Swings left and right',
      'Height can be adjusted',
      '1-year shop warranty',
    ],
    description:
      'A strong standing fan that keeps your room cool through the dry season. It is quiet at night and uses little power. We deliver it fixed and tested, and you can pay on delivery.',
    ratings: [5, 4, 5, 4, 4, 5, 3],
    drawings: [
      { kind: 'fan', color: '#FFFFFF', accent: '#3B9FE8', label: 'Binatone' },
      { kind: 'fan', color: '#2A2A2E', accent: GOLD, label: 'Binatone' },
    ],
  },
  {
    name: 'Nasco 2-Burner Gas Cooker',
    category: 'Electrical Appliances',
    brand: 'Nasco',
    price: 750,
    discount: 640,
    stock: 6,
    sizes: [],
    colors: ['Stainless Steel', 'Black'],
    features: [
      'Two strong brass burners',
      'Table-top size for small kitchens',
      'Easy-clean top',
      'Hose and regulator sold separately',
    ],
    description:
      'A sturdy table-top gas cooker for the family kitchen or a chop bar. The two burners heat fast and the top wipes clean easily. Ask us about a gas cylinder and regulator to go with it.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'cooker', color: STEEL, accent: INK, label: 'NASCO' },
      { kind: 'cooker', color: '#3A3B40', accent: STEEL, label: 'NASCO' },
    ],
  },
  {
    name: 'Electric Kettle 1.7L',
    category: 'Electrical Appliances',
    brand: 'Binatone',
    price: 220,
    discount: 185,
    stock: 28,
    sizes: [],
    colors: ['Silver', 'Red', 'Black'],
    features: [
      '1.7 litre capacity',
      'Boils in about 4 minutes',
      'Switches off by itself',
      'Water level window',
    ],
    description:
      'Boil water for tea, Milo or koko in minutes. The kettle switches off by itself when the water boils, and the window shows how much water is inside. A must-have for homes and hostels.',
    ratings: [5, 4, 4, 5],
    drawings: [
      { kind: 'kettle', color: STEEL, accent: INK },
      { kind: 'kettle', color: RED, accent: INK },
      { kind: 'kettle', color: '#2A2A2E', accent: '#8A8F95' },
    ],
  },
  {
    name: 'Table-Top Blender 1.5L',
    category: 'Electrical Appliances',
    brand: 'Nasco',
    price: 450,
    discount: 385,
    stock: 10,
    sizes: [],
    colors: ['White', 'Black'],
    features: [
      '1.5 litre jar',
      'Two speeds and pulse',
      'Stainless steel blades',
      'Blends pepper, tomatoes and fruit',
    ],
    description:
      'Blend your pepper, tomatoes and onions for stew in seconds, or make fresh fruit juice and smoothies. The steel blades are strong and the jar is easy to wash.',
    ratings: [4, 4, 5],
    drawings: [
      { kind: 'blender', color: '#FFFFFF', accent: INK, detail: '#F28C28' },
      { kind: 'blender', color: '#2A2A2E', accent: INK, detail: '#D8352A' },
    ],
  },
  {
    name: 'Rechargeable LED Lantern',
    category: 'Electrical Appliances',
    brand: 'Adepa Essentials',
    price: 150,
    discount: 120,
    stock: 33,
    sizes: [],
    colors: ['Black', 'Green'],
    features: [
      'Bright LED light',
      'Up to 12 hours on one charge',
      'Battery level indicator',
      'Strong carry handle',
    ],
    description:
      'Never sit in darkness when the lights go off. Charge this lantern once and it gives bright light for hours, enough for cooking, homework and the shop. Light and easy to carry.',
    ratings: [5, 5, 4, 5, 4, 4],
    drawings: [
      { kind: 'lantern', color: '#2A2A2E', accent: GOLD },
      { kind: 'lantern', color: GREEN, accent: GOLD },
    ],
  },
  {
    name: 'Dry Pressing Iron',
    category: 'Electrical Appliances',
    brand: 'Binatone',
    price: 180,
    discount: 150,
    stock: 19,
    sizes: [],
    colors: ['Blue', 'White'],
    features: [
      'Heavy non-stick soleplate',
      'Temperature dial for every fabric',
      'Heats up quickly',
      'Long power cord',
    ],
    description:
      'A reliable pressing iron for school uniforms, office shirts and your Sunday cloth. The heavy plate removes creases fast, and the dial lets you choose the right heat for each fabric.',
    ratings: [4, 5],
    drawings: [
      { kind: 'iron', color: BLUE, accent: GOLD },
      { kind: 'iron', color: '#FFFFFF', accent: GREEN },
    ],
  },
  {
    name: 'Rice Cooker 1.8L',
    category: 'Electrical Appliances',
    brand: 'Nasco',
    price: 420,
    discount: 360,
    stock: 0,
    sizes: [],
    colors: ['White & Red', 'White & Green'],
    features: [
      'Cooks up to 10 cups of rice',
      'Keeps food warm automatically',
      'Non-stick inner pot',
      'Steamer tray included',
    ],
    description:
      'Perfect rice every time, from jollof to plain rice and waakye. The cooker switches to keep-warm when the food is ready. Sold out for now; we restock every month.',
    ratings: [5, 4, 5],
    drawings: [
      { kind: 'rice-cooker', color: '#FFFFFF', accent: RED, label: '1.8L' },
      { kind: 'rice-cooker', color: '#FFFFFF', accent: GREEN, label: '1.8L' },
    ],
  },
  {
    name: '4-Way Extension Board with Surge Protection',
    category: 'Electrical Appliances',
    brand: 'PowerSafe',
    price: 90,
    discount: 75,
    stock: 45,
    sizes: [],
    colors: ['White', 'Black'],
    features: [
      'Four 3-pin sockets',
      'Surge protection against power spikes',
      'On/off switch with light',
      '3-metre cable',
    ],
    description:
      'Power four appliances from one wall socket and protect them when the light comes back with a spike. Strong sockets and a thick cable made for Ghanaian homes and shops.',
    ratings: [4, 4, 5, 3],
    drawings: [
      { kind: 'extension', color: '#FFFFFF', accent: RED },
      { kind: 'extension', color: '#2A2A2E', accent: RED },
    ],
  },
  {
    name: 'Microwave Oven 20L',
    category: 'Electrical Appliances',
    brand: 'Nasco',
    price: 1300,
    discount: 1150,
    stock: 5,
    sizes: [],
    colors: ['White', 'Silver'],
    features: [
      '20 litre capacity',
      '5 power levels and defrost',
      'Timer with bell',
      'Glass turntable',
    ],
    description:
      'Warm up your food in minutes instead of lighting the gas. The microwave also defrosts meat and fish quickly. We deliver and test it in your home within Kumasi.',
    ratings: [5, 4],
    drawings: [
      { kind: 'microwave', color: '#FFFFFF', accent: INK },
      { kind: 'microwave', color: STEEL, accent: INK },
    ],
  },
];

const soundHire: DemoProduct[] = [
  {
    name: 'JBL-style Party Speaker for Hire (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 400,
    discount: 350,
    stock: 4,
    sizes: [],
    colors: [],
    features: [
      'Loud, clear sound with deep bass',
      'Bluetooth, USB and microphone input',
      'Colourful party lights',
      'Battery lasts about 8 hours',
    ],
    description:
      'Make your party, birthday or outdooring loud and lively. The price is per day and includes delivery and pick-up within Kumasi. A small refundable deposit is taken when we deliver.',
    ratings: [5, 5, 4, 5],
    drawings: [
      { kind: 'speaker', color: INK, accent: '#3B9FE8', label: 'PARTY' },
      { kind: 'speaker', color: INK, accent: GOLD, label: 'PARTY' },
    ],
  },
  {
    name: 'Wireless Microphone Pair for Hire',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 150,
    discount: 120,
    stock: 6,
    sizes: [],
    colors: [],
    features: [
      'Two handheld wireless microphones',
      'Receiver and batteries included',
      'Works up to 50 metres away',
      'Price is per day',
    ],
    description:
      'Two clear wireless microphones for church programmes, MC work, weddings and meetings. We give you fresh batteries and show you how to connect them. Add our speaker or PA system for the full setup.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'microphone', color: INK, accent: STEEL },
      { kind: 'microphone', color: '#3A3D42', accent: GOLD },
    ],
  },
  {
    name: 'PA System Package for Funerals and Weddings (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 1500,
    discount: 1250,
    stock: 2,
    sizes: [],
    colors: [],
    features: [
      'Two big speakers on stands',
      'Mixer, amplifier and two microphones',
      'Our technician sets up and runs it',
      'Delivery and pick-up in Kumasi included',
    ],
    description:
      'Everything you need for a funeral, wedding, church harvest or party: speakers on stands, a mixer and microphones, with our own technician to handle the sound all day. Book early, because Saturdays go fast.',
    ratings: [5, 5, 5, 4, 5, 5],
    drawings: [
      { kind: 'pa-system', color: INK, accent: GOLD },
      { kind: 'speaker', color: INK, accent: RED, label: 'ADEPA' },
      { kind: 'microphone', color: INK, accent: STEEL },
    ],
  },
  {
    name: '12-Channel Mixer for Hire (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 300,
    discount: 250,
    stock: 3,
    sizes: [],
    colors: [],
    features: [
      '12 input channels',
      'Built-in effects for voice',
      'Cables included',
      'Price is per day',
    ],
    description:
      'A 12-channel mixer for bands, church services and events with many microphones and instruments. Cables are included, and a technician is available at extra cost.',
    ratings: [4],
    drawings: [
      { kind: 'mixer', color: '#3A3D42', accent: GOLD, label: '12 CH' },
      { kind: 'mixer', color: '#24252A', accent: RED, label: '12 CH' },
    ],
  },
  {
    name: '18-inch Subwoofer for Hire (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 500,
    discount: 420,
    stock: 2,
    sizes: [],
    colors: [],
    features: [
      'Big 18-inch bass speaker',
      'Powered, just plug in',
      'Adds deep bass to any setup',
      'Price is per day',
    ],
    description:
      'Add heavy bass to your party or programme. This powered subwoofer works with our party speakers and PA systems. Delivery and pick-up within Kumasi included.',
    ratings: [5, 4],
    drawings: [
      { kind: 'subwoofer', color: INK, accent: GOLD },
      { kind: 'subwoofer', color: '#2E3136', accent: RED },
    ],
  },
  {
    name: 'DJ Controller Set for Hire (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 600,
    discount: 500,
    stock: 0,
    sizes: [],
    colors: [],
    features: [
      'Two jog wheels and mixer',
      'Works with laptop DJ software',
      'Headphones included',
      'Price is per day',
    ],
    description:
      'A DJ controller set for DJs who bring their own laptop. Mix your afrobeats and highlife like a pro. All sets are booked for this month; call to reserve one for your date.',
    ratings: [],
    drawings: [
      { kind: 'dj-controller', color: '#2A2B30', accent: GOLD },
      { kind: 'dj-controller', color: '#2A2B30', accent: RED },
    ],
  },
  {
    name: 'Rechargeable Trolley Speaker for Hire (per day)',
    category: 'Sound Systems for Hire',
    brand: 'Adepa Sound',
    price: 250,
    discount: 200,
    stock: 5,
    sizes: [],
    colors: [],
    features: [
      'Battery powered, no socket needed',
      'Wheels and pull-up handle',
      'One wireless microphone included',
      'Price is per day',
    ],
    description:
      'Take the sound anywhere: outdoor meetings, street announcements, school events and small parties. It runs on its battery all day and rolls easily on its wheels.',
    ratings: [4, 4, 5],
    drawings: [
      { kind: 'trolley-speaker', color: INK, accent: RED },
      { kind: 'trolley-speaker', color: INK, accent: GREEN },
    ],
  },
];

const personalCare: DemoProduct[] = [
  {
    name: 'Shea Butter Body Cream',
    category: 'Personal Care',
    brand: 'Adepa Naturals',
    price: 65,
    discount: 55,
    stock: 40,
    sizes: [],
    colors: [],
    features: [
      'Made with pure shea butter from the North',
      'Deep moisture for dry skin',
      'FDA approved',
      '500 g jar',
    ],
    description:
      'Rich shea butter cream that keeps your skin soft even in harmattan. It is gentle enough for babies and good for dry hands, feet and hair ends. FDA approved and made in Ghana.',
    ratings: [5, 5, 4, 5, 5, 4, 5, 5],
    drawings: [
      { kind: 'jar-cream', color: '#F4E9D0', accent: GREEN, label: 'SHEA BUTTER', badge: '500g' },
      { kind: 'jar-cream', color: '#F4E9D0', accent: GOLD, label: 'SHEA BUTTER', badge: '500g' },
    ],
  },
  {
    name: 'Black Soap (Alata Samina)',
    category: 'Personal Care',
    brand: 'Adepa Naturals',
    price: 25,
    discount: 20,
    stock: 55,
    sizes: [],
    colors: [],
    features: [
      'Traditional Ghanaian black soap',
      'Made from plantain peel ash and palm oil',
      'Good for face, body and hair',
      'FDA approved',
    ],
    description:
      'Real alata samina, made the traditional way. It cleans deeply and is loved for clearing pimples and rashes. Lather it in your hands first and rinse well.',
    ratings: [5, 4, 5, 5, 4],
    drawings: [
      { kind: 'soap-bar', color: '#3B2A20', accent: GREEN, label: 'ALATA SAMINA' },
      { kind: 'soap-bar', color: '#4A3426', accent: GOLD, label: 'BLACK SOAP' },
    ],
  },
  {
    name: 'Cocoa Butter Lotion 400ml',
    category: 'Personal Care',
    brand: 'Adepa Naturals',
    price: 70,
    discount: 58,
    stock: 30,
    sizes: [],
    colors: [],
    features: [
      'Made with Ghana cocoa butter',
      'Smooths and softens skin',
      'Light, not greasy',
      'FDA approved, 400 ml pump bottle',
    ],
    description:
      'A smooth body lotion made with cocoa butter from Ghanaian cocoa. It absorbs quickly, leaves no grease and smells lovely. The pump bottle makes it easy to use every day.',
    ratings: [4, 5, 4],
    drawings: [
      {
        kind: 'pump-bottle',
        color: '#F2D7B6',
        accent: BROWN,
        label: 'COCOA BUTTER',
        badge: '400ml',
      },
      {
        kind: 'pump-bottle',
        color: '#8B5A2B',
        accent: GOLD,
        label: 'COCOA BUTTER',
        badge: '400ml',
      },
    ],
  },
  {
    name: 'Hand Sanitiser 500ml',
    category: 'Personal Care',
    brand: 'Adepa Essentials',
    price: 45,
    discount: 38,
    stock: 48,
    sizes: [],
    colors: [],
    features: [
      '70% alcohol gel',
      'Kills 99.9% of germs',
      'With aloe vera, kind to hands',
      'FDA approved, 500 ml pump',
    ],
    description:
      'Keep germs away at home, in the shop and in the trotro. The gel dries fast and the aloe vera keeps your hands from drying out. Good for offices and schools too.',
    ratings: [4, 4],
    drawings: [
      {
        kind: 'pump-bottle',
        color: '#BFE3F2',
        accent: BLUE,
        label: 'SANITISER',
        badge: '500ml',
      },
      {
        kind: 'pump-bottle',
        color: '#CDEBD3',
        accent: GREEN,
        label: 'SANITISER',
        badge: '500ml',
      },
    ],
  },
  {
    name: 'Herbal Toothpaste 150g',
    category: 'Personal Care',
    brand: 'Pepsodent',
    price: 25,
    discount: 20,
    stock: 36,
    sizes: [],
    colors: [],
    features: [
      'With fluoride for strong teeth',
      'Herbal fresh taste',
      'Fights bad breath',
      'Big 150 g family tube',
    ],
    description:
      'Herbal toothpaste with fluoride for the whole family. It fights tooth decay and leaves your mouth fresh all morning.',
    ratings: [4, 5, 4, 4],
    drawings: [
      { kind: 'toothpaste', color: '#FFFFFF', accent: GREEN, label: 'HERBAL' },
      { kind: 'toothpaste', color: '#FFFFFF', accent: RED, label: 'HERBAL' },
    ],
  },
  {
    name: 'Roll-On Deodorant 50ml',
    category: 'Personal Care',
    brand: 'Fresh Day',
    price: 35,
    discount: 29,
    stock: 27,
    sizes: [],
    colors: [],
    features: ['48-hour freshness', 'No white marks on clothes', 'Gentle on skin', 'FDA approved'],
    description:
      'Stay fresh from morning till evening, even in the Kumasi heat. It goes on smoothly and leaves no marks on your shirt.',
    ratings: [],
    drawings: [
      { kind: 'roll-on', color: BLUE, accent: STEEL, label: 'FRESH' },
      { kind: 'roll-on', color: '#C9577A', accent: STEEL, label: 'FRESH' },
    ],
  },
  {
    name: 'Petroleum Jelly 250ml',
    category: 'Personal Care',
    brand: 'Adepa Naturals',
    price: 30,
    discount: 25,
    stock: 38,
    sizes: [],
    colors: [],
    features: [
      'Pure petroleum jelly',
      'Protects dry lips, hands and heels',
      'Safe for babies',
      'FDA approved',
    ],
    description:
      'Pure jelly that protects and heals dry skin, cracked heels and dry lips. A jar on every dressing table, good for the whole family.',
    ratings: [5, 4, 4],
    drawings: [
      {
        kind: 'jar-cream',
        color: '#E9EEF2',
        accent: BLUE,
        label: 'PETROLEUM JELLY',
        badge: '250ml',
      },
      {
        kind: 'jar-cream',
        color: '#E9EEF2',
        accent: RED,
        label: 'PETROLEUM JELLY',
        badge: '250ml',
      },
    ],
  },
  {
    name: 'Coconut Hair Oil 200ml',
    category: 'Personal Care',
    brand: 'Adepa Naturals',
    price: 40,
    discount: 34,
    stock: 0,
    sizes: [],
    colors: [],
    features: [
      'Pure coconut oil',
      'Softens natural and relaxed hair',
      'Soothes dry scalp',
      'FDA approved',
    ],
    description:
      'Cold-pressed coconut oil for soft, shiny hair and a healthy scalp. Use a little on your hair or skin after bathing. New stock arrives next week.',
    ratings: [5, 4],
    drawings: [
      { kind: 'bottle', color: GOLD, accent: INK, label: 'COCONUT OIL', badge: '200ml' },
      { kind: 'bottle', color: '#F3E4C0', accent: GREEN, label: 'COCONUT OIL', badge: '200ml' },
    ],
  },
];

const cleaning: DemoProduct[] = [
  {
    name: 'Liquid Soap 5L',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 75,
    discount: 60,
    stock: 35,
    sizes: [],
    colors: [],
    features: [
      'Big 5 litre gallon',
      'For dishes, floors and laundry',
      'Thick, rich foam',
      'Fresh lemon scent',
    ],
    description:
      'All-purpose liquid soap in a big 5-litre gallon that lasts the whole family for weeks. Use it for dishes, floors, bathrooms and hand washing clothes. Good value for homes, restaurants and offices.',
    ratings: [5, 4, 5, 4, 5],
    drawings: [
      {
        kind: 'jerrycan',
        color: WHITE,
        accent: GREEN,
        detail: '#FFFFFF',
        label: 'LIQUID SOAP',
        badge: '5L',
      },
      {
        kind: 'jerrycan',
        color: '#DCEBF5',
        accent: BLUE,
        detail: '#FFFFFF',
        label: 'LIQUID SOAP',
        badge: '5L',
      },
    ],
  },
  {
    name: 'Bleach 1L',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 30,
    discount: 25,
    stock: 42,
    sizes: [],
    colors: [],
    features: [
      'Kills germs in toilets and sinks',
      'Whitens white clothes',
      'Removes stains',
      'Child-safe cap',
    ],
    description:
      'Strong household bleach for a clean, germ-free home. Use it in the toilet, the sink and for making white uniforms white again. Always dilute with water and keep away from children.',
    ratings: [4, 5],
    drawings: [
      {
        kind: 'jug',
        color: '#FFFFFF',
        accent: '#2E6FD1',
        detail: '#E4EEFB',
        label: 'BLEACH',
        badge: '1L',
      },
      {
        kind: 'jug',
        color: '#FFFFFF',
        accent: RED,
        detail: '#FBE7E5',
        label: 'BLEACH',
        badge: '1L',
      },
    ],
  },
  {
    name: 'Air Freshener 300ml',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 35,
    discount: 28,
    stock: 24,
    sizes: [],
    colors: [],
    features: [
      'Lavender, lemon and ocean scents',
      'Removes bad smells fast',
      'Long-lasting fragrance',
      '300 ml can',
    ],
    description:
      'Make your room, car or washroom smell fresh in one spray. Choose lavender, lemon or ocean breeze. Tell us your scent when you order.',
    ratings: [4, 3, 4],
    drawings: [
      { kind: 'spray-can', color: '#7B4FA0', accent: '#E9E9EC', label: 'LAVENDER' },
      { kind: 'spray-can', color: '#E0B72A', accent: '#E9E9EC', label: 'LEMON' },
      { kind: 'spray-can', color: '#2E7FC1', accent: '#E9E9EC', label: 'OCEAN' },
    ],
  },
  {
    name: 'Washing Powder 2kg',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 55,
    discount: 46,
    stock: 29,
    sizes: [],
    colors: [],
    features: [
      'For hand and machine washing',
      'Removes tough stains',
      'Fresh scent that lasts',
      'Big 2 kg box',
    ],
    description:
      'Powerful washing powder that removes sweat, food and red-earth stains from your clothes. Works well for hand washing and machines. One box lasts a family about a month.',
    ratings: [5, 4, 4, 5],
    drawings: [
      { kind: 'powder-box', color: BLUE, accent: GOLD, label: 'WASH', badge: '2 kg' },
      { kind: 'powder-box', color: RED, accent: '#2E6FD1', label: 'WASH', badge: '2 kg' },
    ],
  },
  {
    name: 'Dishwashing Liquid 750ml',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 28,
    discount: 22,
    stock: 40,
    sizes: [],
    colors: [],
    features: [
      'Cuts through palm oil and grease',
      'Gentle on hands',
      'A little goes a long way',
      'Lemon fresh',
    ],
    description:
      'Washes away palm oil, soup and stew from pots and plates with just a few drops. Kind to your hands and leaves dishes sparkling.',
    ratings: [4, 4, 5],
    drawings: [
      {
        kind: 'squeeze-bottle',
        color: '#46A35A',
        accent: GOLD,
        label: 'DISH WASH',
        badge: '750ml',
      },
      {
        kind: 'squeeze-bottle',
        color: '#F2C230',
        accent: GREEN,
        label: 'DISH WASH',
        badge: '750ml',
      },
    ],
  },
  {
    name: 'Toilet Cleaner 500ml',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 32,
    discount: 26,
    stock: 22,
    sizes: [],
    colors: [],
    features: [
      'Angled neck reaches under the rim',
      'Removes stains and bad smells',
      'Kills germs',
      'Thick gel clings to the bowl',
    ],
    description:
      'Thick toilet gel with an angled neck that cleans right under the rim. It removes stains and leaves the washroom fresh. Keep out of reach of children.',
    ratings: [4],
    drawings: [
      { kind: 'toilet-cleaner', color: '#2E6FD1', accent: RED, label: 'TOILET', badge: '500ml' },
      { kind: 'toilet-cleaner', color: GREEN, accent: GOLD, label: 'TOILET', badge: '500ml' },
    ],
  },
  {
    name: 'Mop & Bucket Set',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 150,
    discount: 125,
    stock: 9,
    sizes: [],
    colors: ['Red', 'Blue'],
    features: [
      'Strong 12-litre bucket with handle',
      'Cotton mop head that holds water',
      'Long wooden handle',
      'Replacement heads available',
    ],
    description:
      'A strong bucket and a cotton mop for tiles, terrazzo and shop floors. The long handle saves your back. Replacement mop heads are sold in the shop.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'mop-bucket', color: RED, accent: INK, detail: '#F4F1EA' },
      { kind: 'mop-bucket', color: '#2E6FD1', accent: INK, detail: '#F4F1EA' },
    ],
  },
  {
    name: 'Multi-Surface Cleaner Spray 750ml',
    category: 'Cleaning Products',
    brand: 'Adepa Home',
    price: 38,
    discount: 32,
    stock: 31,
    sizes: [],
    colors: [],
    features: [
      'For tables, tiles, fridges and cookers',
      'Trigger spray, no rinsing needed',
      'Kills germs',
      'Fresh citrus scent',
    ],
    description:
      'Spray, wipe and you are done. This cleaner removes grease and dirt from tables, tiles, fridges and cookers without rinsing. Great for kitchens, salons and shops.',
    ratings: [],
    drawings: [
      { kind: 'trigger-spray', color: '#3FA7D6', accent: GREEN, label: 'CLEAN', badge: '750ml' },
      { kind: 'trigger-spray', color: '#F28C28', accent: INK, label: 'CLEAN', badge: '750ml' },
    ],
  },
];

const skillsProgrammes: DemoProduct[] = [
  {
    name: 'Makeup & Gele Tying Class (2 weeks)',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 800,
    discount: 650,
    stock: 12,
    sizes: [],
    colors: [],
    features: [
      'Everyday and bridal makeup',
      'Gele and headwrap styles',
      'Starter makeup kit included',
      'Certificate at the end',
    ],
    description:
      'Learn everyday and bridal makeup and how to tie beautiful gele for weddings and parties. Classes hold at our training room in Adum, mornings or evenings. You get a starter kit and a certificate at the end.',
    ratings: [5, 5, 4, 5],
    drawings: [
      { kind: 'makeup', color: INK, accent: GOLD },
      { kind: 'gele', color: RED, accent: GOLD, detail: GREEN, pattern: 'ankara' },
      { kind: 'gele', color: GOLD, accent: GREEN, pattern: 'kente', background: GREEN },
    ],
  },
  {
    name: 'Bead Making Workshop',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 350,
    discount: 280,
    stock: 15,
    sizes: [],
    colors: [],
    features: [
      'One-day hands-on workshop',
      'Waist beads, necklaces and bracelets',
      'All beads and tools provided',
      'Take home what you make',
    ],
    description:
      'Spend a Saturday learning to make waist beads, necklaces and bracelets with Krobo-style beads. All materials are provided and you take home everything you make. Many of our trainees now sell their own beads.',
    ratings: [5, 4, 5],
    drawings: [
      { kind: 'beads', color: RED, accent: GOLD, detail: GREEN },
      { kind: 'beads', color: '#2E6FD1', accent: GOLD, detail: '#FFFFFF' },
    ],
  },
  {
    name: 'Phone Repair Skills Programme',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 1500,
    discount: 1250,
    stock: 10,
    sizes: [],
    colors: [],
    features: [
      '6 weeks, practical training',
      'Screen, battery and charging port repairs',
      'Software flashing and unlocking basics',
      'Tool kit and certificate included',
    ],
    description:
      'Learn to fix smartphones and start your own repair business. Our technicians teach you screen and battery replacement, charging port repairs and software problems with real phones. You leave with a tool kit and a certificate.',
    ratings: [5, 4, 5, 5, 4],
    drawings: [
      { kind: 'phone-tools', color: '#1E3A5F', accent: RED },
      { kind: 'phone-tools', color: '#2B4F3F', accent: GOLD },
      { kind: 'certificate', color: GREEN, accent: GOLD, label: 'PHONE REPAIR' },
    ],
  },
  {
    name: 'Baking & Pastry Course',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 1200,
    discount: 950,
    stock: 8,
    sizes: [],
    colors: [],
    features: [
      '4 weeks, hands-on in our kitchen',
      'Cakes, bread, meat pies and doughnuts',
      'Cake decorating basics',
      'Costing and selling your pastries',
    ],
    description:
      'Bake cakes, bread, meat pies, doughnuts and chin-chin like a professional. We also teach you how to cost your products and sell them. All ingredients are provided during classes.',
    ratings: [5, 5, 5, 4, 5, 4],
    drawings: [
      { kind: 'cake', color: '#F6C8D8', accent: BROWN, detail: '#FFFFFF' },
      { kind: 'cake', color: '#F4E9D0', accent: '#4A2C1A', detail: GOLD },
    ],
  },
  {
    name: 'Fashion Design & Sewing Course (3 months)',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 2000,
    discount: 1700,
    stock: 6,
    sizes: [],
    colors: [],
    features: [
      'Measuring, cutting and sewing',
      'Kaba, slit, shirts and trousers',
      'Machine for each trainee',
      'Certificate at the end',
    ],
    description:
      'Become a seamstress or tailor in three months. You learn to take measurements, cut patterns and sew kaba and slit, shirts and trousers on your own machine. Weekday and weekend classes are available.',
    ratings: [5, 4],
    drawings: [
      { kind: 'sewing-machine', color: INK, accent: GOLD },
      { kind: 'sewing-machine', color: '#F4F1EA', accent: RED },
    ],
  },
  {
    name: 'Barbering & Hairdressing Course',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 1000,
    discount: 850,
    stock: 10,
    sizes: [],
    colors: [],
    features: [
      '6 weeks, practical training',
      'Haircuts, fades and shaving',
      'Braiding, washing and styling',
      'Hygiene and customer care',
    ],
    description:
      'Learn clean haircuts and fades, braiding, washing and styling from working barbers and hairdressers. Practise on real customers in our training salon. A certificate is given at the end.',
    ratings: [4, 5, 4],
    drawings: [
      { kind: 'scissors-comb', color: INK, accent: RED },
      { kind: 'scissors-comb', color: GREEN, accent: GOLD },
      { kind: 'certificate', color: RED, accent: GOLD, label: 'BARBERING' },
    ],
  },
  {
    name: 'Soap & Cosmetics Making Workshop',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 500,
    discount: 400,
    stock: 14,
    sizes: [],
    colors: [],
    features: [
      'Liquid soap, bar soap and body cream',
      'Safe handling of ingredients',
      'Packaging and FDA registration tips',
      'Two days, materials included',
    ],
    description:
      'Learn to make liquid soap, bar soap, shea butter cream and hair oil to use at home or to sell. We also explain packaging and FDA registration. Classes run over two Saturdays.',
    ratings: [],
    drawings: [
      { kind: 'soap-bar', color: '#F6C8D8', accent: RED, label: 'HANDMADE' },
      { kind: 'jar-cream', color: '#F4E9D0', accent: BROWN, label: 'MY CREAM' },
      {
        kind: 'jerrycan',
        color: WHITE,
        accent: GOLD,
        detail: '#FFFFFF',
        label: 'LIQUID SOAP',
        badge: '5L',
      },
    ],
  },
  {
    name: 'Basic Computer & Smartphone Skills',
    category: 'Skills Programmes',
    brand: 'Adepa Academy',
    price: 600,
    discount: 480,
    stock: 20,
    sizes: [],
    colors: [],
    features: [
      'Typing, Word and Excel basics',
      'Email, internet and online safety',
      'Mobile money and smartphone tips',
      'Small classes, patient teachers',
    ],
    description:
      'Get comfortable with computers and smartphones in four weeks. We teach typing, Word, Excel, email, safe internet use and mobile money step by step. Good for traders, job seekers and older learners.',
    ratings: [5, 4, 5, 3],
    drawings: [
      { kind: 'laptop', color: '#8A8F95', accent: GREEN },
      { kind: 'laptop', color: '#3A3D42', accent: GOLD },
      { kind: 'certificate', color: BLUE, accent: GOLD, label: 'COMPUTER SKILLS' },
    ],
  },
];

export const demoProducts: DemoProduct[] = [
  ...clothing,
  ...shoes,
  ...watches,
  ...appliances,
  ...soundHire,
  ...personalCare,
  ...cleaning,
  ...skillsProgrammes,
];

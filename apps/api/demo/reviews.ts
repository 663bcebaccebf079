// Demo customers who wrote the demo reviews, and what they said. They cannot log in.

export const demoReviewers = [
  { name: 'Ama Mensah', email: 'ama.mensah@demo.adepa.example' },
  { name: 'Kwame Boateng', email: 'kwame.boateng@demo.adepa.example' },
  { name: 'Akosua Owusu', email: 'akosua.owusu@demo.adepa.example' },
  { name: 'Yaw Asante', email: 'yaw.asante@demo.adepa.example' },
  { name: 'Efua Darko', email: 'efua.darko@demo.adepa.example' },
  { name: 'Kofi Agyeman', email: 'kofi.agyeman@demo.adepa.example' },
  { name: 'Abena Osei', email: 'abena.osei@demo.adepa.example' },
  { name: 'Kojo Ansah', email: 'kojo.ansah@demo.adepa.example' },
];

const comments: Record<number, string[]> = {
  5: [
    'Very good quality. Delivered to Bantama the next day and I paid on delivery. I will buy again.',
    'Exactly like the picture. The rider was polite and called before coming.',
    'Top! My whole family likes it. Thank you Adepa.',
  ],
  4: [
    'Good product for the price. Delivery took two days but it came in good condition.',
    'I like it. The only thing is the packaging could be better.',
  ],
  3: [
    'It is okay. Does what it says but nothing special.',
    'Fair for the money. Delivery was a bit late.',
  ],
  2: ['Not what I expected. Customer care helped me exchange it though.'],
  1: ['It did not work for me. I returned it within 48 hours and got my money back.'],
};

export function reviewComment(rating: number, seed: number): string {
  const options = comments[rating] ?? comments[3]!;
  return options[seed % options.length]!;
}

import type { SupportPage, SupportPageId } from './types';

/** The footer's FAQ, Shipping and Returns dialogs: what a perishable-food shop must tell its buyers. */
export const SUPPORT_PAGES: Record<SupportPageId, SupportPage> = {
  faq: {
    intro:
      'The questions we hear most often. If yours is not here, write to us through the contact form and we will reply within 24 hours.',
    sections: [
      {
        heading: 'How do the monthly drops work?',
        body: [
          'We bake one limited batch each month. When a drop goes live it is available for 72 hours, or until the batch sells out, whichever comes first.',
          'Join the notify list at the top of the page and we will email you the moment the next drop opens.',
        ],
      },
      {
        heading: 'Can I actually place an order today?',
        body: [
          'Not yet. Checkout on this site is currently a demo: you can build a box and go through checkout, but no payment is taken and no cookies are shipped. We will announce real ordering to the notify list first.',
        ],
      },
      {
        heading: 'How many net carbs are in each cookie?',
        body: [
          'Between 2 and 3 grams of net carbs per cookie depending on the flavour. We calculate net carbs as total carbohydrate minus fibre and erythritol. Allulose is also subtracted, as it is not metabolised like sugar.',
        ],
      },
      {
        heading: 'Which allergens do your cookies contain?',
        body: [
          'Every cookie contains almonds (tree nuts), dairy (butter, cream cheese in some flavours) and eggs. Some flavours also contain macadamias, walnuts, pecans or coconut.',
          'Everything is baked in one kitchen that handles tree nuts, peanuts, dairy, eggs and soy, so we cannot guarantee any cookie is free from traces. If you have a severe allergy, please do not order.',
        ],
      },
      {
        heading: 'What sweeteners do you use?',
        body: [
          'A blend of erythritol, allulose and a small amount of stevia. We never use maltitol or sugar alcohols that spike blood glucose. Large amounts of erythritol can upset some stomachs, so we suggest enjoying two or three cookies at a time.',
        ],
      },
      {
        heading: 'How should I store my cookies, and how long do they keep?',
        body: [
          'Keep them in their sealed box or an airtight tin at room temperature, away from sunlight and heat, and enjoy within 7 days of the bake date printed on the box.',
          'In the fridge they keep for up to 14 days, and in the freezer for up to 3 months. Thaw at room temperature for 20 minutes, or warm for 5 minutes at 160 °C (320 °F) for that fresh-baked feel.',
        ],
      },
      {
        heading: 'Are your cookies gluten-free?',
        body: [
          'Our recipes contain no wheat or gluten ingredients, but the kitchen is not certified gluten-free, so we do not recommend them for people with coeliac disease.',
        ],
      },
      {
        heading: 'Can I choose the flavours in my box?',
        body: [
          'Yes. Every flavour comes as a half dozen ($26) or a dozen ($48), and you can combine as many flavours and sizes as you like in one box.',
        ],
      },
      {
        heading: 'Do you offer gift boxes or corporate orders?',
        body: [
          'Yes, for drops with enough capacity. Send us a message through the contact form with the number of boxes and the date you need them, and we will send our gifting options.',
        ],
      },
    ],
  },
  shipping: {
    intro: 'Cookies are food, so we ship them fresh, fast and only when they can arrive in good condition.',
    sections: [
      {
        heading: 'When do orders ship?',
        body: [
          'We bake to order. Each drop is open for 72 hours; baking starts when it closes, and every box ships within 2 working days after that.',
          'We ship Monday to Wednesday only, so no box sits in a warehouse over a weekend.',
        ],
      },
      {
        heading: 'How long does delivery take?',
        body: [
          'Boxes travel by 1 to 2 day tracked service. You will receive a tracking link by email as soon as your box leaves the kitchen.',
        ],
      },
      {
        heading: 'Where do you ship?',
        body: [
          'We currently ship within the contiguous United States. We do not yet ship to PO boxes, Alaska, Hawaii or internationally, because we cannot guarantee freshness over longer journeys.',
        ],
      },
      {
        heading: 'What does shipping cost?',
        body: [
          'Standard tracked shipping is a flat $8 per box, and free on orders of two dozen or more. Shipping costs will be shown at checkout once real ordering opens; the current checkout is a demo and takes no payment.',
        ],
      },
      {
        heading: 'Warm weather',
        body: [
          'From June to September we pack boxes with insulated liners and ice packs so chocolate arrives intact. If a heatwave is forecast along the route, we may hold your box for a day or two and will email you if we do.',
        ],
      },
      {
        heading: 'When your box arrives',
        body: [
          'Please bring your box inside promptly and open it within a day. Check the bake date on the label and store the cookies as described in our FAQ.',
        ],
      },
    ],
  },
  returns: {
    intro: 'Because our cookies are perishable food, we cannot accept returns. We will always make it right if something goes wrong.',
    sections: [
      {
        heading: 'Why can I not return cookies?',
        body: [
          'For food-safety reasons we cannot resell or accept back any food once it has left our kitchen. This is why we take extra care with packing, and why our damaged-box policy below is generous.',
        ],
      },
      {
        heading: 'Damaged or crushed box',
        body: [
          'If your box arrives damaged, crushed or with broken cookies, email us within 48 hours of delivery with your order reference and a photo of the box and its contents.',
          'We will send a free replacement with the next drop or refund the affected items in full, whichever you prefer. There is no need to send anything back.',
        ],
      },
      {
        heading: 'Late or lost deliveries',
        body: [
          'If tracking shows no movement for 3 working days, or your box arrives more than 5 days after it shipped, contact us. We will replace or refund it, because cookies that have been on the road too long are not cookies we want you to eat.',
        ],
      },
      {
        heading: 'Wrong item or missing cookies',
        body: [
          'If a flavour is missing or you received the wrong one, tell us within 48 hours and we will send the right cookies with the next drop or refund the difference.',
        ],
      },
      {
        heading: 'Cancelling an order',
        body: [
          'You can cancel free of charge while the drop is still open. Once the 72-hour window closes we begin baking your box, and it can no longer be cancelled.',
        ],
      },
      {
        heading: 'Demo checkout',
        body: ['The checkout on this site is currently a demo. No payment is taken, so there is nothing to refund for demo orders.'],
      },
    ],
  },
};

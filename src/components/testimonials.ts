/**
 * Customer quotes shown on landing and offer pages. Sample copy for the demo brand: replace with
 * verified reviews (with permission) before going live.
 */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'My skin drinks the balm overnight. After three weeks the lines around my eyes look softer and my makeup sits better.',
    name: 'Maria K.',
    detail: 'Ageless Beauty Balm, 54',
    rating: 5,
  },
  {
    quote: 'The elixir absorbs in seconds and does not feel greasy. My friends keep asking what I changed.',
    name: 'Denise R.',
    detail: 'Skin Renew Elixir, 47',
    rating: 5,
  },
  {
    quote: 'Finally a retinol that does not leave me red and flaky. Gentle, and the texture of my cheeks is smoother.',
    name: 'Priya S.',
    detail: 'Gentle Retinol Serum, 39',
    rating: 5,
  },
];

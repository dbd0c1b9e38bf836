// Schemas of authored JSON content that pages import directly.
import { z } from 'zod';

export const FaqSchema = z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(20) })).length(4);
export type FaqItem = z.infer<typeof FaqSchema>[number];

export const TestimonialSchema = z.strictObject({
  name: z.string(),
  location: z.string(),
  text: z.string().min(20).max(280),
  rating: z.int().min(1).max(5),
});
export const TestimonialsSchema = z.array(TestimonialSchema).min(3);
export type Testimonial = z.infer<typeof TestimonialSchema>;

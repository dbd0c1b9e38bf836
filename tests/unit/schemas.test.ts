import { describe, expect, it } from 'vitest';
import { EmailSchema, PhoneSchema } from '../../src/lib/schemas/common.ts';
import { NewsletterSignupSchema } from '../../src/lib/schemas/newsletter.ts';
import { CONTACT_REQUIRED_MESSAGE } from '../../src/lib/schemas/waitlist.ts';
import { NotifyLaunchSchema, WaitlistRequestSchema } from '../../src/server/quiz/banks.ts';
import { BlogPostPayloadSchema } from '../../src/lib/schemas/blog-post.ts';
import { knowledgeAnswers } from '../support/knowledge-answers.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('EmailSchema', () => {
  it('trims and accepts ordinary addresses', () => {
    expect(EmailSchema.parse('  amina@example.com ')).toBe('amina@example.com');
  });
  it.each(['', 'amina', 'amina@', '@example.com', 'a b@example.com'])(
    'rejects %j with the message of product §5',
    (value) => {
      expect(firstMessage(EmailSchema.safeParse(value))).toBe('Please enter a valid email address');
    },
  );
  it('rejects addresses longer than 254 characters', () => {
    expect(EmailSchema.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false);
  });
});

describe('PhoneSchema', () => {
  it.each(['+44 7700 900123', '(555) 123-4567', '0612345678'])('accepts %s', (value) => {
    expect(PhoneSchema.safeParse(value).success).toBe(true);
  });
  it.each(['12', 'call me', '+44 7700 900123 ext. 5', '------', '((( )))', '+1 (2) 3-4'])('rejects %s', (value) => {
    expect(PhoneSchema.safeParse(value).success).toBe(false);
  });
});

describe('NotifyLaunchSchema', () => {
  // 5 easy + 2 moderate right, hards wrong: raw 11 of 26 → 21 → Grounded Heart.
  const base = {
    name: 'Bilal',
    source: 'spiritual_quiz',
    quizScore: 21,
    spiritualLevel: 'Grounded Heart',
    quizAnswers: knowledgeAnswers({ easy: 5, moderate: 2, hard: 0 }),
  };
  it('needs a phone number or an email (blank strings count as missing)', () => {
    const result = NotifyLaunchSchema.safeParse({ ...base, email: '', phoneNumber: '  ' });
    expect(firstMessage(result)).toBe(CONTACT_REQUIRED_MESSAGE);
    expect(NotifyLaunchSchema.safeParse({ ...base, phoneNumber: '+1 555 123 4567' }).success).toBe(true);
  });
  it('needs a name', () => {
    expect(firstMessage(NotifyLaunchSchema.safeParse({ ...base, email: 'a@b.co', name: '' }))).toBe('Name is required');
  });
  it('only accepts the spiritual_quiz source', () => {
    expect(NotifyLaunchSchema.safeParse({ ...base, email: 'a@b.co', source: 'other' }).success).toBe(false);
  });
  it('accepts a join without a quiz result, but not half of one', () => {
    expect(NotifyLaunchSchema.safeParse({ name: 'Bilal', email: 'a@b.co', source: 'spiritual_quiz' }).success).toBe(
      true,
    );
    expect(
      NotifyLaunchSchema.safeParse({ name: 'Bilal', email: 'a@b.co', source: 'spiritual_quiz', quizScore: 5 }).success,
    ).toBe(false);
  });
  it('checks the score against the answers and the level against the score', () => {
    expect(NotifyLaunchSchema.safeParse({ ...base, email: 'a@b.co' }).success).toBe(true);
    expect(NotifyLaunchSchema.safeParse({ ...base, email: 'a@b.co', quizScore: 25 }).success).toBe(false);
    expect(NotifyLaunchSchema.safeParse({ ...base, email: 'a@b.co', spiritualLevel: 'Awakening Mind' }).success).toBe(
      false,
    );
  });
  it('does not believe a score sent without its answers', () => {
    const { quizAnswers: _answers, ...scoreOnly } = base;
    expect(NotifyLaunchSchema.safeParse({ ...scoreOnly, email: 'a@b.co' }).success).toBe(false);
  });
});

describe('WaitlistRequestSchema', () => {
  it('rejects unknown keys', () => {
    expect(WaitlistRequestSchema.safeParse({ email: 'a@b.co', isAdmin: true }).success).toBe(false);
  });
  it('rejects a progress save with more than seven answers', () => {
    const answers = Array.from({ length: 8 }, (_, i) => ({ questionId: `q${i}`, optionIndex: 0, points: 5 }));
    const quizAnswers = {
      answers,
      currentQuestion: 7,
      questions: answers.slice(0, 7).map((a) => a.questionId),
      timeStamp: new Date().toISOString(),
    };
    expect(WaitlistRequestSchema.safeParse({ email: 'a@b.co', quizAnswers }).success).toBe(false);
  });
});

describe('NewsletterSignupSchema', () => {
  it('accepts an email and nothing else', () => {
    expect(NewsletterSignupSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(NewsletterSignupSchema.safeParse({ email: 'a@b.co', name: 'x' }).success).toBe(false);
  });
});

describe('BlogPostPayloadSchema', () => {
  const valid = { title: 'T', slug: 'a-post', content: 'Body', excerpt: 'E', author: 'A', category: 'Community' };
  it('applies the editor defaults and turns blank nullable fields into null', () => {
    const parsed = BlogPostPayloadSchema.parse({ ...valid, metaTitle: '  ', tags: ['x', 'x', 'y'] });
    expect(parsed).toMatchObject({
      status: 'draft',
      allowIndexing: true,
      metaTitle: null,
      publishDate: null,
      tags: ['x', 'y'],
    });
  });
  it('accepts a publish date as an ISO string', () => {
    expect(BlogPostPayloadSchema.parse({ ...valid, publishDate: '2025-07-01T09:00:00.000Z' }).publishDate).toEqual(
      new Date('2025-07-01T09:00:00.000Z'),
    );
  });
  it('refuses javascript: image URLs and malformed slugs', () => {
    expect(BlogPostPayloadSchema.safeParse({ ...valid, coverImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(BlogPostPayloadSchema.safeParse({ ...valid, slug: 'Bad Slug' }).success).toBe(false);
  });
  it('requires a known category', () => {
    expect(BlogPostPayloadSchema.safeParse({ ...valid, category: 'Gossip' }).success).toBe(false);
  });
});

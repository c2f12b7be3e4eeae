import { z } from 'zod';
import { dateSchema, textSchema } from '@dental/contracts';
import { issuesToFields } from '../http/zod-issues.js';

const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesToFields(result.error.issues, input);
};

describe('issuesToFields', () => {
  const person = z.object({
    name: z.string().min(1),
    email: z.email().optional(),
    nickname: z.string().min(3).max(5).optional(),
    age: z.number().int().max(130).optional(),
    id: z.uuid().optional(),
    kind: z.enum(['a', 'b']).optional(),
    tags: z.array(z.string()).optional(),
  });

  it('says a missing field is required, by name', () => {
    expect(fieldsOf(person, {})).toEqual({ name: { key: 'field_required', params: { name: 'name' } } });
  });

  it('maps each failure to its message key', () => {
    expect(
      fieldsOf(person, { name: '', email: 'x', nickname: 'ab', age: 200, id: 'nope', kind: 'c', tags: [1] }),
    ).toEqual({
      name: 'is_required',
      email: 'invalid_email',
      nickname: { key: 'too_short', params: { minimum: 3 } },
      age: { key: 'too_big', params: { maximum: 130 } },
      id: 'invalid_uuid',
      kind: 'invalid_option',
      'tags.0': 'invalid_value',
    });
  });

  it('names unknown fields of a strict object', () => {
    expect(fieldsOf(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual({ b: 'unknown_field' });
  });

  it("names a contract refinement's own message, with its placeholders", () => {
    const form = z.object({ name: textSchema(50), dob: dateSchema });
    expect(fieldsOf(form, { name: 'a\u0000b', dob: '0000-01-01' })).toEqual({
      name: 'invalid_characters',
      dob: { key: 'date_out_of_range', params: { min: 1900, max: 2999 } },
    });
  });

  describe('unions', () => {
    const login = z.union([
      z.object({ username: z.string().min(1), password: z.string().min(1) }),
      z.object({ impersonate_token: z.string().min(10) }),
    ]);

    it('reports the first branch when nothing was sent', () => {
      expect(Object.keys(fieldsOf(login, {}))).toEqual(['username', 'password']);
    });

    it('reports the branch whose field was sent', () => {
      expect(fieldsOf(login, { impersonate_token: 'short' })).toEqual({
        impersonate_token: { key: 'too_short', params: { minimum: 10 } },
      });
    });
  });
});

import { normaliseTag, parseMentions, parseTags } from './parse';

describe('tags and mentions in what people write', () => {
  it('finds tags in any script, once each, lower-cased, and not in links, numbers or entities', () => {
    expect(parseTags('Sunset at the #Creek with #dubai #DUBAI and #دبي_القديمة!')).toEqual([
      'creek',
      'dubai',
      'دبي_القديمة',
    ]);
    expect(parseTags('see https://example.com/page#section and &#39; or #1 or a#b')).toEqual([]);
    expect(parseTags('#مَرسى with harakat, #café')).toEqual(['مَرسى', 'café']);
    expect(normaliseTag('Cafe\u0301')).toBe('café');
  });

  it('finds mentions, never in e-mail addresses or links, without the sentence dot', () => {
    expect(parseMentions('Thanks @Sara and @ananya.r. Mail me at omar@example.com (@omar_2)')).toEqual([
      'sara',
      'ananya.r',
      'omar_2',
    ]);
    expect(parseMentions('https://x.com/@sara is a link; @@ is nothing')).toEqual([]);
    expect(parseMentions('@sara @SARA @sara')).toEqual(['sara']);
  });
});

import { tokenize } from './tokens';

test('cuts a text into text, mentions, tags (any script) and safe links', () => {
  expect(tokenize('Hi @Sara. See #Dubai, #دبي_القديمة and https://example.com/a#b!')).toEqual([
    { kind: 'text', text: 'Hi ' },
    { kind: 'mention', text: '@Sara', username: 'Sara' },
    { kind: 'text', text: '. See ' },
    { kind: 'tag', text: '#Dubai', tag: 'dubai' },
    { kind: 'text', text: ', ' },
    { kind: 'tag', text: '#دبي_القديمة', tag: 'دبي_القديمة' },
    { kind: 'text', text: ' and ' },
    { kind: 'url', text: 'https://example.com/a#b', href: 'https://example.com/a#b' },
    { kind: 'text', text: '!' },
  ]);
});

test('leaves e-mail addresses, numbers, entities and other schemes as text', () => {
  for (const text of ['mail omar@example.com', 'room #12', '&#39;', 'javascript:alert(1)', 'ftp://x.org/#a']) {
    expect(tokenize(text).every((t) => t.kind === 'text')).toBe(true);
  }
  expect(tokenize('@first.last.').map((t) => t.kind)).toEqual(['mention', 'text']);
});

import { parse } from 'content-disposition';
import { asciiFileStem, attachmentDisposition } from './attachment-name';

describe('attachment names', () => {
  it('keeps a printable ASCII name as it is, quoted', () => {
    expect(attachmentDisposition('Spring in Dubai', 'pdf', 'plan')).toBe('attachment; filename="Spring in Dubai.pdf"');
  });

  it('sends an Arabic name in filename* with an ASCII fallback', () => {
    const header = attachmentDisposition('رحلة دبي 2026', 'pdf', 'plan');
    expect(header).toBe(
      "attachment; filename=2026.pdf; filename*=UTF-8''%D8%B1%D8%AD%D9%84%D8%A9%20%D8%AF%D8%A8%D9%8A%202026.pdf",
    );
    expect(parse(header).parameters.filename).toBe('رحلة دبي 2026.pdf');
    expect(attachmentDisposition('رحلة', 'pdf', 'plan')).toMatch(/^attachment; filename=plan\.pdf; filename\*=UTF-8''/);
  });

  it('drops what a file system or a header would misread: quotes, separators, control and bidi characters', () => {
    const header = attachmentDisposition('a/b\\c"d\r\nSet-Cookie: x\u202Egnp.exe', 'pdf', 'plan');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).parameters.filename).toBe('a b c d Set-Cookie x gnp.exe.pdf');
    expect(attachmentDisposition('   ', 'pdf', 'plan')).toBe('attachment; filename=plan.pdf');
  });

  it('makes an ASCII stem', () => {
    expect(asciiFileStem('Eid, family; and friends', 'plan')).toBe('eid-family-and-friends');
    expect(asciiFileStem('Café à Dubaï', 'plan')).toBe('cafe-a-dubai');
    expect(asciiFileStem('عيد', 'plan')).toBe('plan');
  });
});

import Link from '@mui/material/Link';
import { Fragment, useMemo } from 'react';
import { AppLink } from '@jad/shared-ui';
import { profileUrl } from '@/shared/posts/api';
import { tagUrl, tokenize } from '../tokens';

const linkSx = { fontWeight: 600 } as const;

/**
 * What a member wrote, with `@username` linking to the profile, `#tag` to the tag page, and http(s) addresses
 * to their site in a new tab, marked as user content (rel="noopener nofollow ugc"). Everything else is text.
 * The @ and # stay outside the isolated name, so "#دبي" starts with its # in an English line too.
 */
export function RichText({ text }: { text: string }) {
  const tokens = useMemo(() => tokenize(text), [text]);
  return (
    <>
      {tokens.map((token, i) => {
        switch (token.kind) {
          case 'text':
            return <Fragment key={i}>{token.text}</Fragment>;
          case 'mention':
            return (
              <Link key={i} component={AppLink} href={profileUrl(token.username)} underline="hover" sx={linkSx}>
                @<bdi>{token.text.slice(1)}</bdi>
              </Link>
            );
          case 'tag':
            return (
              <Link key={i} component={AppLink} href={tagUrl(token.tag)} underline="hover" sx={linkSx}>
                #<bdi>{token.text.slice(1)}</bdi>
              </Link>
            );
          case 'url':
            return (
              <Link
                key={i}
                href={token.href}
                target="_blank"
                rel="noopener nofollow ugc"
                underline="always"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {token.text}
              </Link>
            );
        }
      })}
    </>
  );
}

// Passwords of 8+ characters that top the public breach-frequency lists (the shorter ones are refused
// by length already). NIST SP 800-63B and OWASP ASVS 2.1.7 ask for such a check instead of
// composition rules. Compared lower-case, so 'Password1' is caught by 'password1'.
const LIST = `
password 12345678 123456789 1234567890 12345678910 qwertyuiop qwerty123 qwerty1234 qwertyui 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 password1 password12 password123 password1234
passw0rd p@ssw0rd p@ssword pa$$word pa55word iloveyou iloveyou1 iloveyou2 sunshine1 princess1 football
football1 baseball1 basketball superman batman123 starwars starwars1 trustno1 letmein1 letmein123
welcome1 welcome123 welcome12 admin123 admin1234 administrator abc12345 abcd1234 abcdefgh abcdefg1
abc123456 a1b2c3d4 aa123456 aa12345678 11111111 111111111 1111111111 00000000 000000000 0000000000
12341234 123123123 12121212 11223344 1234qwer qwer1234 asdf1234 asdfghjk asdfghjkl asdfasdf
zxcvbnm1 zxcvbnm123 zxcvbnmm 1234abcd 12344321 87654321 987654321 9876543210 147258369 123qweasd
123qweasdzxc qweasdzxc qazwsxedc q1w2e3r4 q1w2e3r4t5 monkey123 dragon123 master123 shadow123 michael1
jennifer jordan23 hunter12 michelle charlie1 computer internet whatever freedom1 chocolate
butterfly sunflower princess pokemon1 minecraft fortnite liverpool chelsea1 arsenal1 manchester
barcelona realmadrid 88888888 66666666 99999999 77777777 55555555 22222222 33333333 44444444
12369874 78945612 74108520 963852741 741852963 159753123 123654789 secret123 changeme changeme1
default1 test1234 testtest test12345 letmein! mypassword mypassword1 newpassword passpass
password! password@ password# password01 password2 password3 password7 password9 1password
qwerty12 qwerty12345 qwertyuiop1 qwerty123456 asdfgh123 iloveu123 lovelove loveyou1 football123
blahblah whatever1 nothing1 nopassword rootroot rootpass toor1234 access14 access123 mustang1
harley12 ranger12 soccer12 hockey12 matrix12 cheese12 summer2023 summer2024 summer2025 summer2026
winter2024 winter2025 spring2025 autumn2025 january1 december letmeinnow thomas12 daniel12
dubai123 dubai2024 dubai2025 dubai2026 emirates uae12345 abudhabi sharjah1 12345qwert
qwertasdf asdfqwer zxcvasdf 1qaz1qaz 2wsx2wsx !qaz2wsx !qaz@wsx 1q2w3e4r! p@ssw0rd1 p@ssw0rd!
welcome@123 admin@123 pass@123 password@123 india123 pakistan123 bismillah allah123 mohammed
muhammad123 ahmed123 ali12345 omar1234 sara1234 layla123 love1234 baby1234 angel123 jesus123
samsung1 samsung123 iphone12 apple123 google123 facebook1 instagram linkedin1 twitter1 yahoo123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((w) => w.length > 0));

/**
 * The most common passwords of the public breach corpora (top of the NCSC "100k most used" and
 * SplashData yearly lists), lower-cased. A password is refused when it is one of these, or one of
 * these with digits and symbols added at the end ("Password123!"). Shorter entries are kept
 * because a base word plus a suffix can reach the minimum length.
 */
const WORDS = `
123456 123456789 12345678 1234567890 1234567 12345 1234 123123 111111 000000 654321 666666
121212 112233 123321 123654 123qwe 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 qazwsx
qazwsxedc zaq12wsx zaq1zaq1 xsw2zaq1 !qaz2wsx 1qaz@wsx 147258369 159753 159357 987654321
9876543210 11111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999
00000000 12121212 13131313 123412341234 11223344 12344321 87654321 1122334455 147852369
963852741 741852963 123456a 123456q a123456 a12345678 abc123 abcd1234 abc12345 abcdef
abcdefg abcdefgh abcdefghi 1a2b3c4d aaaaaa aaaaaaaa aa123456 qwerty qwerty1 qwerty12
qwerty123 qwerty1234 qwertyu qwertyui qwertyuiop qwertz qwertzuiop asdfgh asdfghjk
asdfghjkl asdf1234 asdfasdf zxcvbn zxcvbnm zxcvbnm1 1qazxcvbnm qweasd qweasdzxc qweasdqwe
qwe123 qwe123qwe asd123 zxc123 azerty azertyuiop password password1 password12 password123
password1234 passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort motdepasse contrasena
senha wachtwoord passpass passcode password! letmein letmein1 welcome welcome1 welcome123
welcome2 changeme changeme1 changeit secret secret1 secret123 default admin admin1 admin123
admin1234 administrator root root123 toor guest guest123 user user123 test test1 test123
test1234 testing tester demo demo123 login login123 access access14 master master123
mustang shadow superman batman spiderman ironman pokemon pikachu naruto starwars startrek
matrix trustno1 iloveyou iloveyou1 iloveyou2 loveyou lovely loveme lover love123 iloveu
sunshine sunshine1 princess princess1 dragon dragon1 monkey monkey1 football football1
baseball basketball soccer hockey tennis golfer jordan jordan23 michael michael1 jennifer
jessica charlie charlie1 andrew daniel thomas joshua matthew robert william george hunter
hunter2 ranger buster tigger tiger harley ginger maggie sophie chelsea liverpool arsenal
manchester barcelona juventus chocolate cookie butterfly flower flowers angel angels
babygirl baby123 summer summer1 winter autumn spring freedom whatever nothing something
computer internet samsung apple google facebook yahoo microsoft windows linux ubuntu
android iphone nintendo playstation xbox360 minecraft fortnite roblox gaming gamer
killer hello hello1 hello123 helloworld hi123456 party family friends friend forever
trustme believe jesus jesus1 christ blessed heaven hallo hallo123 bonjour ciao
123abc 123qweasd 123asd 123456789a 12345qwert 12345a 12345abc 1234qwer 1234abcd
0987654321 1111111111 0000000000 2000 2020 2021 2022 2023 2024 2025 2026 1990 1991 1992
1993 1994 1995 1996 1997 1998 1999 1980 1985 1987 1988 1989 michelle nicole ashley amanda
melissa jasmine jessica1 daniel1 anthony justin pepper cheese banana orange purple yellow
silver golden diamond snoopy scooter marina mickey minnie peanut cocacola pepsi coffee
qwerty123456 qwertyuiop123 1q2w3e4r5t6y 1qaz2wsx3edc zaq!2wsx q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 a1b2c3d4 a1b2c3 aa12345678 abcd123 abc123456 abc12345678 pass pass123
pass1234 mypassword mypass newpassword oldpassword temp temp123 temppass temporary
welcome01 company company123 business office office123 service support support123
manager sales marketing finance account accounts accounting insurance cyber security
security1 firewall network server database oracle mysql postgres sqlserver backup
monday tuesday friday sunday january february march april august september october
november december newyork london paris berlin chicago boston dallas america usa123
england scotland ireland canada australia mexico brazil india china japan russia
superstar rockstar popstar player player1 soccer1 football12 baseball1 letmein123
iloveyou123 lovelove loveyou1 sweety sweetheart honey darling beautiful pretty
princesa tequiero teamo mylove babylove kisses magic wizard merlin gandalf frodo
warrior ninja samurai viking pirate zombie monster devil angel1 lucky lucky7 777777
7777777 123456789q 12345678910 1234512345 55555 88888888a zxcvbnm123 asdasd asdasd123
qweqwe qazqaz zzzzzz zzzzzzzz xxxxxx xxxxxxxx 696969 101010 202020 131313 232323 252525
dennis daniel12 charlie123 jordan123 hannah thunder shadow1 master1 killer1 ranger1 hunter1
whatever1 freedom1 qwerty11 qwerty01 1234567a 12345678a 123456789z 0123456789 01234567
zaq123 qaz123 1qaz 2wsx 3edc trustno1! passw0rd1 p@ssw0rd1 p@55w0rd pa55w0rd adm1n
administrator1 root1234 rootroot adminadmin useruser testtest guestguest demodemo
asdf qwer zxcv 1234qwerasdf qwerasdf qwerasdfzxcv poiuytrewq lkjhgfdsa mnbvcxz
starwars1 pokemon1 naruto1 batman1 superman1 spiderman1 marvel avengers hulk thor
chelsea1 arsenal1 liverpool1 manutd barcelona1 realmadrid messi ronaldo neymar
corvette ferrari porsche mercedes bmw audi toyota honda nissan mustang1 camaro
harley1 yamaha ducati kawasaki chevy ford dodge jeep
`;

/** The common-password set (lower-case). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  WORDS.split(/\s+/).filter((w) => w.length > 0),
);

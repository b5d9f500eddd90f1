import type { Scene } from '../scenes/compose';

// Words of the demo feed. Each post names a scene for its pictures and has a caption in both languages;
// the author's language picks one.

export interface DemoPostText {
  scene: Scene;
  en: string;
  ar: string;
}

export const DEMO_POSTS: readonly DemoPostText[] = [
  {
    scene: 'skyline',
    en: 'First evening in Downtown and the Burj Khalifa already stole the show 🌆',
    ar: 'أول مساء في وسط المدينة وبرج خليفة خطف الأنظار 🌆',
  },
  {
    scene: 'skyline',
    en: 'Counting floors from the Dubai Mall terrace. I gave up at 90.',
    ar: 'أعدّ الطوابق من تراس دبي مول… استسلمت عند التسعين.',
  },
  {
    scene: 'skyline',
    en: 'Sunrise run along the Boulevard before the heat kicks in. Worth the 5 am alarm.',
    ar: 'جري الصباح على البوليفارد قبل الحر. يستحق منبه الخامسة فجراً.',
  },
  {
    scene: 'skyline',
    en: 'At the Top at sunset: book the 5:30 slot, thank me later.',
    ar: 'في قمة البرج وقت الغروب: احجزوا موعد ٥:٣٠ وادعوا لي.',
  },
  {
    scene: 'skyline',
    en: 'The fountain show every 30 minutes never gets old.',
    ar: 'عرض النافورة كل نصف ساعة ولا يُمل أبداً.',
  },
  {
    scene: 'skyline',
    en: 'Business trip, but I found an hour for this view. Priorities.',
    ar: 'رحلة عمل، لكنني وجدت ساعة لهذا المنظر. أولويات.',
  },
  {
    scene: 'skyline',
    en: 'Golden hour from Sheikh Zayed Road. The city glows.',
    ar: 'الساعة الذهبية من شارع الشيخ زايد. المدينة تتوهج.',
  },
  {
    scene: 'burj-al-arab',
    en: 'Jumeirah Beach with the sail in the background. Classic for a reason.',
    ar: 'شاطئ جميرا والشراع في الخلفية. منظر كلاسيكي لسبب وجيه.',
  },
  {
    scene: 'burj-al-arab',
    en: 'Afternoon tea at the Burj Al Arab: gold everywhere, scones perfect.',
    ar: 'شاي العصر في برج العرب: ذهب في كل مكان والكعك مثالي.',
  },
  {
    scene: 'burj-al-arab',
    en: 'Kite Beach → Burj Al Arab walk at dusk. Bring water!',
    ar: 'مشي من كايت بيتش إلى برج العرب عند الغروب. لا تنسوا الماء!',
  },
  {
    scene: 'burj-al-arab',
    en: 'Paddle boarding at sunrise with this view. Calm sea, happy me.',
    ar: 'تجديف واقف عند الشروق مع هذا المنظر. بحر هادئ وأنا سعيدة.',
  },
  {
    scene: 'burj-al-arab',
    en: 'The kids built a sandcastle version. Architects in the making 😄',
    ar: 'الأطفال بنوا نسخة رملية منه. مهندسون في المستقبل 😄',
  },
  {
    scene: 'burj-al-arab',
    en: 'Umm Suqeim public beach is free, clean and has showers. Tip for families.',
    ar: 'شاطئ أم سقيم العام مجاني ونظيف وفيه دشات. نصيحة للعائلات.',
  },
  {
    scene: 'burj-al-arab',
    en: 'Night lights on the sail change colour every few minutes.',
    ar: 'أضواء الشراع ليلاً تتغير كل بضع دقائق.',
  },
  {
    scene: 'desert',
    en: 'Desert safari done right: dune bashing, camels and a sky full of stars.',
    ar: 'سفاري الصحراء كما يجب: تطعيس وجمال وسماء مليئة بالنجوم.',
  },
  { scene: 'desert', en: 'Our camel was called Sultan and he knew it.', ar: 'جملنا اسمه سلطان وكان يعرف ذلك جيداً.' },
  {
    scene: 'desert',
    en: 'Sandboarding is harder than it looks. Sand in places I did not know existed.',
    ar: 'التزلج على الرمال أصعب مما يبدو. رمل في أماكن لم أعرف بوجودها.',
  },
  {
    scene: 'desert',
    en: 'Overnight camp in Al Marmoom. Silence like nowhere else.',
    ar: 'مخيم ليلي في المرموم. صمت لا مثيل له.',
  },
  { scene: 'desert', en: 'Sunset over the red dunes of Lahbab 🧡', ar: 'غروب فوق الكثبان الحمراء في لهباب 🧡' },
  {
    scene: 'desert',
    en: 'Falconry show at the camp — those birds are incredibly fast.',
    ar: 'عرض الصقور في المخيم — سرعتها مذهلة.',
  },
  {
    scene: 'desert',
    en: 'Morning hot-air balloon over the dunes. Worth every dirham.',
    ar: 'منطاد الصباح فوق الكثبان. يستحق كل درهم.',
  },
  {
    scene: 'desert',
    en: 'Stargazing night: saw Saturn through the telescope!',
    ar: 'ليلة مراقبة النجوم: رأيت زحل من التلسكوب!',
  },
  {
    scene: 'marina',
    en: 'Dhow dinner cruise in Dubai Marina. The towers look unreal from the water.',
    ar: 'عشاء على مركب في مرسى دبي. الأبراج تبدو خيالية من الماء.',
  },
  {
    scene: 'marina',
    en: 'Marina Walk at night: buskers, shawarma and yachts.',
    ar: 'ممشى المرسى ليلاً: موسيقى وشاورما ويخوت.',
  },
  {
    scene: 'marina',
    en: 'Rented a boat with friends for two hours. Best birthday so far.',
    ar: 'استأجرنا قارباً مع الأصدقاء لساعتين. أجمل عيد ميلاد حتى الآن.',
  },
  {
    scene: 'marina',
    en: 'Cayan Tower twisting into the clouds this morning.',
    ar: 'برج كيان يلتف نحو الغيوم هذا الصباح.',
  },
  {
    scene: 'marina',
    en: 'JBR beach then dinner at the Marina. Perfect Friday.',
    ar: 'شاطئ جي بي آر ثم العشاء في المرسى. جمعة مثالية.',
  },
  {
    scene: 'marina',
    en: 'Took the water bus across the marina for 7 dirhams. Bargain sightseeing.',
    ar: 'ركبت الباص المائي عبر المرسى بسبعة دراهم. جولة سياحية رخيصة.',
  },
  {
    scene: 'marina',
    en: 'Sunset kayak between the towers. My arms hurt, my heart is full.',
    ar: 'كاياك عند الغروب بين الأبراج. ذراعاي تؤلمانني وقلبي ممتلئ.',
  },
  {
    scene: 'frame',
    en: 'The Dubai Frame: old Dubai on one side, new Dubai on the other.',
    ar: 'برواز دبي: دبي القديمة من جهة والجديدة من الجهة الأخرى.',
  },
  {
    scene: 'frame',
    en: 'Glass floor at 150 m. My knees are still shaking.',
    ar: 'الأرضية الزجاجية على ارتفاع ١٥٠ متراً. ركبتاي ما زالتا ترتجفان.',
  },
  {
    scene: 'frame',
    en: 'Zabeel Park picnic with the Frame watching over us.',
    ar: 'نزهة في حديقة زعبيل والبرواز يطل علينا.',
  },
  {
    scene: 'frame',
    en: 'Golden hour at the Frame is unbeatable. Tripod recommended.',
    ar: 'الساعة الذهبية عند البرواز لا تُضاهى. أنصح بحامل الكاميرا.',
  },
  {
    scene: 'frame',
    en: 'Tickets booked online were half the queue. Tip of the day.',
    ar: 'التذاكر المحجوزة عبر الإنترنت وفّرت نصف الطابور. نصيحة اليوم.',
  },
  {
    scene: 'frame',
    en: 'Sketching the Frame from the park. Architecture class homework ✏️',
    ar: 'أرسم البرواز من الحديقة. واجب مادة العمارة ✏️',
  },
  {
    scene: 'frame',
    en: 'Evening light show on the Frame — the kids loved it.',
    ar: 'عرض الأضواء المسائي على البرواز — أحبه الأطفال.',
  },
  {
    scene: 'creek',
    en: 'One dirham abra across Dubai Creek. The best ride in the city.',
    ar: 'عبرة بدرهم واحد عبر خور دبي. أجمل رحلة في المدينة.',
  },
  {
    scene: 'creek',
    en: 'Al Fahidi wind towers and the quietest coffee in town.',
    ar: 'أبراج الرياح في الفهيدي وأهدأ قهوة في المدينة.',
  },
  { scene: 'creek', en: 'Spice Souk smells like my grandmother’s kitchen.', ar: 'سوق التوابل برائحة مطبخ جدتي.' },
  {
    scene: 'creek',
    en: 'Gold Souk window shopping. Just looking, I promise.',
    ar: 'تسوق بالنظر في سوق الذهب. أنظر فقط، أعدكم.',
  },
  {
    scene: 'creek',
    en: 'Traditional dhows loading cargo like a hundred years ago.',
    ar: 'مراكب تقليدية تُحمّل البضائع كما قبل مئة عام.',
  },
  { scene: 'creek', en: 'Sunset over the creek from the Al Seef promenade.', ar: 'الغروب على الخور من ممشى السيف.' },
  {
    scene: 'creek',
    en: 'Coffee Museum in Al Fahidi: tasted three kinds of Arabic coffee.',
    ar: 'متحف القهوة في الفهيدي: تذوقت ثلاثة أنواع من القهوة العربية.',
  },
  {
    scene: 'creek',
    en: 'Night walk in Deira — the souks come alive after dark.',
    ar: 'مشي ليلي في ديرة — الأسواق تنبض بعد المغيب.',
  },
  {
    scene: 'palm-beach',
    en: 'Palm Jumeirah beach day. Water was 26°C in February!',
    ar: 'يوم شاطئ في نخلة جميرا. حرارة الماء ٢٦ درجة في فبراير!',
  },
  {
    scene: 'palm-beach',
    en: 'Monorail along the Palm trunk — great views for 20 dirhams.',
    ar: 'المونوريل على جذع النخلة — مناظر رائعة بعشرين درهماً.',
  },
  {
    scene: 'palm-beach',
    en: 'Snorkelling off the crescent. Saw a turtle!',
    ar: 'غطس بالأنبوب عند الهلال. رأيت سلحفاة!',
  },
  {
    scene: 'palm-beach',
    en: 'Yoga at sunrise on the beach. Namaste, Dubai.',
    ar: 'يوغا عند الشروق على الشاطئ. ناماستي دبي.',
  },
  {
    scene: 'palm-beach',
    en: 'The Pointe fountain show then ice cream on the sand.',
    ar: 'عرض نافورة ذا بوينت ثم آيس كريم على الرمل.',
  },
  {
    scene: 'palm-beach',
    en: 'Beach club day with the whole family. Everyone slept in the car.',
    ar: 'يوم في نادي الشاطئ مع العائلة كلها. نام الجميع في السيارة.',
  },
  {
    scene: 'palm-beach',
    en: 'Skydive Dubai over the Palm. Ticked off the bucket list 🪂',
    ar: 'قفز بالمظلة فوق النخلة. حققت حلماً قديماً 🪂',
  },
  {
    scene: 'museum',
    en: 'Museum of the Future: the building alone is worth the visit.',
    ar: 'متحف المستقبل: المبنى وحده يستحق الزيارة.',
  },
  {
    scene: 'museum',
    en: 'The calligraphy on the facade is poetry by Sheikh Mohammed. Stunning.',
    ar: 'الخط على الواجهة شعر للشيخ محمد. مذهل.',
  },
  {
    scene: 'museum',
    en: 'Second visit and I still found new rooms. Book the morning slot.',
    ar: 'الزيارة الثانية وما زلت أكتشف قاعات جديدة. احجزوا الموعد الصباحي.',
  },
  { scene: 'museum', en: 'The kids’ floor kept ours busy for two hours.', ar: 'طابق الأطفال أشغل صغارنا ساعتين.' },
  {
    scene: 'museum',
    en: 'At night the torus glows silver. Emirates Towers metro, 3 minutes walk.',
    ar: 'في الليل يتوهج المبنى فضياً. محطة أبراج الإمارات، ٣ دقائق مشياً.',
  },
  {
    scene: 'museum',
    en: 'Sketchbook session outside the museum. Curves everywhere.',
    ar: 'جلسة رسم أمام المتحف. منحنيات في كل مكان.',
  },
  {
    scene: 'museum',
    en: 'The meditation space inside is so calm. Needed that.',
    ar: 'مساحة التأمل في الداخل هادئة جداً. كنت أحتاجها.',
  },
  {
    scene: 'fireworks',
    en: 'New Year’s Eve at the Burj. Arrived at 4 pm, worth it.',
    ar: 'ليلة رأس السنة عند البرج. وصلنا الرابعة عصراً وكان يستحق.',
  },
  {
    scene: 'fireworks',
    en: 'Eid fireworks over the creek — the whole city was out.',
    ar: 'ألعاب العيد النارية فوق الخور — المدينة كلها خرجت.',
  },
  {
    scene: 'fireworks',
    en: 'Global Village fireworks every Friday and Saturday at 9.',
    ar: 'ألعاب القرية العالمية النارية كل جمعة وسبت الساعة التاسعة.',
  },
  {
    scene: 'fireworks',
    en: 'Shopping festival opening night. The sky was on fire.',
    ar: 'ليلة افتتاح مهرجان التسوق. السماء كانت تشتعل.',
  },
  {
    scene: 'fireworks',
    en: 'Watched the fireworks from a dhow. Zero crowds!',
    ar: 'شاهدنا الألعاب النارية من مركب. بلا زحام!',
  },
  {
    scene: 'fireworks',
    en: 'National Day celebrations. Proud and happy 🇦🇪',
    ar: 'احتفالات اليوم الوطني. فخر وسعادة 🇦🇪',
  },
  {
    scene: 'skyline',
    en: 'Rooftop dinner in DIFC with this backdrop. No filter needed.',
    ar: 'عشاء على سطح في مركز دبي المالي مع هذه الخلفية. لا حاجة للفلاتر.',
  },
  {
    scene: 'desert',
    en: 'Hatta dam is a different world from the city. Kayaks for rent.',
    ar: 'سد حتا عالم مختلف عن المدينة. قوارب كاياك للإيجار.',
  },
  {
    scene: 'marina',
    en: 'Bluewaters and Ain Dubai from the Marina. Went up at sunset.',
    ar: 'بلووترز وعين دبي من المرسى. صعدنا عند الغروب.',
  },
];

export const DEMO_COMMENTS: Record<'en' | 'ar', readonly string[]> = {
  en: [
    'Stunning shot! 😍',
    'Adding this to my list for next month.',
    'Was it very crowded?',
    'This brings back memories.',
    'Wow, the colours!',
    'We did the same last year, loved it.',
    'Great tip, thanks for sharing.',
    'How long did you stay?',
    'Goals 🙌',
    'Perfect timing with the light.',
    'Need to go back just for this.',
    'Saving this post!',
  ],
  ar: [
    'لقطة رائعة! 😍',
    'أضفتها إلى قائمتي للشهر القادم.',
    'هل كان المكان مزدحماً؟',
    'هذه تعيد لي ذكريات جميلة.',
    'ما أجمل الألوان!',
    'جربناها العام الماضي وأحببناها.',
    'نصيحة مفيدة، شكراً للمشاركة.',
    'كم يوماً بقيتم؟',
    'حلم 🙌',
    'توقيت مثالي مع الضوء.',
  ],
};

export const DEMO_REPLIES: Record<'en' | 'ar', readonly string[]> = {
  en: [
    'Thank you! 🙏',
    'Not at all on a weekday morning.',
    'You have to go!',
    'Two nights, wish it was more.',
    'Haha same!',
  ],
  ar: ['شكراً لك! 🙏', 'أبداً في صباح أيام الأسبوع.', 'لازم تروح!', 'ليلتان، تمنيت أكثر.', 'هههه مثلي!'],
};

export const DEMO_QUESTIONS: Record<'en' | 'ar', readonly { q: string; a: string }[]> = {
  en: [
    { q: 'How much were the tickets?', a: 'About 150 AED per adult when booked online, kids less.' },
    { q: 'Is it okay for small children?', a: 'Yes, ours are 4 and 7 and loved it. Go early.' },
    { q: 'Which time of day would you recommend?', a: 'Late afternoon, so you catch the sunset.' },
    { q: 'Did you need to book in advance?', a: 'On weekends yes, a few days ahead.' },
    { q: 'How did you get there?', a: 'Metro to the nearest station, then a 10 minute walk.' },
  ],
  ar: [
    { q: 'كم كان سعر التذاكر؟', a: 'حوالي ١٥٠ درهماً للبالغ عند الحجز عبر الإنترنت، وأقل للأطفال.' },
    { q: 'هل يناسب الأطفال الصغار؟', a: 'نعم، أطفالنا ٤ و٧ سنوات وأحبوه. اذهبوا مبكراً.' },
    { q: 'أي وقت من اليوم تنصح به؟', a: 'آخر العصر لتلحقوا الغروب.' },
    { q: 'هل احتجتم للحجز مسبقاً؟', a: 'في عطلة نهاية الأسبوع نعم، قبل أيام.' },
  ],
};

// Parallel en/ar phrase pools for generated reviews. Each entry says the same thing in both languages,
// written in the first person plural so the Arabic needs no gender agreement with the reviewer.
import type { LocalizedText, MainCategorySlug } from './types';

export type ReviewTone = 'great' | 'good' | 'mixed' | 'poor';

export const openers: Readonly<Record<ReviewTone, readonly LocalizedText[]>> = {
  great: [
    { en: 'Absolutely the highlight of our trip.', ar: 'كانت بلا شك أجمل ما في رحلتنا.' },
    { en: 'We loved every minute of it.', ar: 'استمتعنا بكل دقيقة فيها.' },
    { en: 'Worth every dirham.', ar: 'تستحق كل درهم دفعناه.' },
    { en: 'One of the best things we did in Dubai.', ar: 'من أفضل ما قمنا به في دبي.' },
    { en: 'Exceeded our expectations from start to finish.', ar: 'فاقت توقعاتنا من البداية إلى النهاية.' },
    { en: 'We would book this again tomorrow.', ar: 'لو استطعنا لحجزناها مرة أخرى غدًا.' },
  ],
  good: [
    { en: 'A really good experience overall.', ar: 'تجربة جيدة جدًا بشكل عام.' },
    { en: 'We had a lovely time.', ar: 'قضينا وقتًا ممتعًا.' },
    { en: 'Very enjoyable and well organised.', ar: 'ممتعة جدًا ومنظمة بشكل جيد.' },
    { en: 'Glad we fitted this into our schedule.', ar: 'سعداء لأننا أدرجناها في برنامجنا.' },
    { en: 'A solid choice for an afternoon.', ar: 'خيار موفق لقضاء فترة بعد الظهر.' },
  ],
  mixed: [
    { en: 'Nice, but not quite what we expected.', ar: 'جميلة، لكنها لم تكن تمامًا كما توقعنا.' },
    { en: 'Some good moments and some not so good.', ar: 'فيها لحظات جميلة وأخرى أقل جمالًا.' },
    { en: 'It was fine, nothing more.', ar: 'كانت مقبولة، لا أكثر.' },
    { en: 'An average experience for the price.', ar: 'تجربة متوسطة مقارنة بالسعر.' },
  ],
  poor: [
    { en: 'Disappointing, unfortunately.', ar: 'كانت مخيبة للآمال للأسف.' },
    { en: 'Not what was advertised.', ar: 'لم تكن كما أُعلن عنها.' },
    { en: 'We expected much more.', ar: 'كنا نتوقع أكثر من ذلك بكثير.' },
    { en: 'Sadly we would not recommend it.', ar: 'للأسف لا ننصح بها.' },
  ],
};

export const categoryDetails: Readonly<Record<MainCategorySlug, readonly LocalizedText[]>> = {
  attractions: [
    { en: 'The views were breathtaking, especially around sunset.', ar: 'كانت المناظر خلابة، خاصة وقت الغروب.' },
    { en: 'Our children were amazed the whole time.', ar: 'كان أطفالنا مندهشين طوال الوقت.' },
    { en: 'Entry was quick with the online ticket.', ar: 'كان الدخول سريعًا بالتذكرة الإلكترونية.' },
  ],
  'desert-safari': [
    {
      en: 'The dune drive was thrilling and the driver was very skilled.',
      ar: 'كان التطعيس مثيرًا وكان السائق ماهرًا جدًا.',
    },
    { en: 'The camp dinner and the shows were lovely.', ar: 'كان العشاء في المخيم والعروض رائعة.' },
    { en: 'Watching the sunset over the dunes was magical.', ar: 'كانت مشاهدة الغروب فوق الكثبان ساحرة.' },
  ],
  'water-parks': [
    {
      en: 'The slides were fantastic and the lifeguards very attentive.',
      ar: 'كانت المنزلقات رائعة والمنقذون منتبهين جدًا.',
    },
    { en: 'There was plenty of shade and the lazy river was relaxing.', ar: 'كان الظل وفيرًا والنهر الهادئ مريحًا.' },
    { en: 'The kids’ area kept our little ones busy for hours.', ar: 'أبقت منطقة الأطفال صغارنا منشغلين لساعات.' },
  ],
  cruises: [
    { en: 'The skyline from the water was stunning.', ar: 'كان منظر الأبراج من الماء مذهلًا.' },
    { en: 'The crew were friendly and the boat spotless.', ar: 'كان الطاقم ودودًا والقارب نظيفًا تمامًا.' },
    { en: 'The sea was calm and the breeze very pleasant.', ar: 'كان البحر هادئًا والنسيم لطيفًا جدًا.' },
  ],
  museums: [
    {
      en: 'The exhibits were beautifully presented and easy to follow.',
      ar: 'كانت المعروضات مقدمة بشكل جميل وسهلة المتابعة.',
    },
    { en: 'We learned so much about the history of the UAE.', ar: 'تعلمنا الكثير عن تاريخ الإمارات.' },
    { en: 'The interactive rooms were great for the children.', ar: 'كانت القاعات التفاعلية رائعة للأطفال.' },
  ],
  'theme-parks': [
    { en: 'The rides were exciting and the queues short.', ar: 'كانت الألعاب مثيرة وطوابير الانتظار قصيرة.' },
    { en: 'There was something for every age in our family.', ar: 'وجد كل فرد في عائلتنا ما يناسب عمره.' },
    { en: 'The shows and characters made the day special.', ar: 'جعلت العروض والشخصيات اليوم مميزًا.' },
  ],
  tours: [
    { en: 'Our guide was knowledgeable and funny.', ar: 'كان مرشدنا واسع المعرفة وخفيف الظل.' },
    { en: 'We saw places we would never have found alone.', ar: 'رأينا أماكن ما كنا لنجدها بمفردنا.' },
    { en: 'The pace was just right, with time for photos.', ar: 'كانت الوتيرة مناسبة تمامًا مع وقت كافٍ للتصوير.' },
  ],
  dining: [
    { en: 'The food was delicious and generously served.', ar: 'كان الطعام لذيذًا والحصص سخية.' },
    { en: 'Every dish was explained with real care.', ar: 'شُرح كل طبق باهتمام حقيقي.' },
    { en: 'The setting made the meal unforgettable.', ar: 'جعل المكان الوجبة لا تُنسى.' },
  ],
  adventure: [
    { en: 'The instructors made us feel completely safe.', ar: 'جعلنا المدربون نشعر بأمان تام.' },
    { en: 'The adrenaline rush was incredible.', ar: 'كان اندفاع الأدرينالين مذهلًا.' },
    { en: 'The safety briefing was clear and thorough.', ar: 'كان شرح السلامة واضحًا وشاملًا.' },
  ],
};

export const generalPraise: readonly LocalizedText[] = [
  { en: 'The staff were warm and helpful.', ar: 'كان الموظفون ودودين ومتعاونين.' },
  { en: 'Everything started on time.', ar: 'بدأ كل شيء في موعده.' },
  { en: 'Booking through the app was easy.', ar: 'كان الحجز عبر التطبيق سهلًا.' },
  { en: 'Great value for what is included.', ar: 'قيمة ممتازة مقابل ما هو مشمول.' },
  { en: 'The place was clean and well kept.', ar: 'كان المكان نظيفًا ومُعتنى به.' },
  { en: 'We got fantastic photos.', ar: 'التقطنا صورًا رائعة.' },
];

export const complaints: readonly LocalizedText[] = [
  { en: 'It was far more crowded than we expected.', ar: 'كان المكان مزدحمًا أكثر بكثير مما توقعنا.' },
  { en: 'We waited a long time before it started.', ar: 'انتظرنا وقتًا طويلًا قبل البدء.' },
  { en: 'It felt overpriced for what was included.', ar: 'بدا السعر مبالغًا فيه مقارنة بما هو مشمول.' },
  { en: 'It was very hot and there was little shade.', ar: 'كان الجو حارًا جدًا والظل قليلًا.' },
  { en: 'The staff seemed rushed and hard to find.', ar: 'بدا الموظفون مستعجلين وكان من الصعب إيجادهم.' },
  { en: 'Finding parking was a struggle.', ar: 'كان العثور على موقف للسيارات أمرًا صعبًا.' },
  { en: 'Several parts were closed on the day we went.', ar: 'كانت عدة أقسام مغلقة يوم زيارتنا.' },
];

export const closers: Readonly<Record<ReviewTone, readonly LocalizedText[]>> = {
  great: [
    { en: 'Highly recommended!', ar: 'ننصح بها بشدة!' },
    { en: 'Do not miss it.', ar: 'لا تفوّتوها.' },
    { en: 'Five stars without hesitation.', ar: 'خمس نجوم دون تردد.' },
    { en: 'We are already planning to come back.', ar: 'نخطط للعودة من الآن.' },
  ],
  good: [
    { en: 'Recommended.', ar: 'ننصح بها.' },
    { en: 'Go early to avoid the crowds.', ar: 'اذهبوا مبكرًا لتجنب الزحام.' },
    { en: 'We would happily do it again.', ar: 'سنكررها بكل سرور.' },
  ],
  mixed: [
    { en: 'Fine if you have spare time.', ar: 'مناسبة إن كان لديكم وقت فراغ.' },
    { en: 'Check the reviews and choose your time carefully.', ar: 'راجعوا التقييمات واختاروا الوقت بعناية.' },
    { en: 'Maybe better on a quieter day.', ar: 'ربما تكون أفضل في يوم أهدأ.' },
  ],
  poor: [
    { en: 'We left early.', ar: 'غادرنا مبكرًا.' },
    { en: 'There are better options nearby.', ar: 'هناك خيارات أفضل في الجوار.' },
    { en: 'Needs a lot of improvement.', ar: 'تحتاج إلى تحسين كبير.' },
  ],
};

export const firstNames: readonly string[] = [
  'Aisha',
  'Omar',
  'Fatima',
  'Khalid',
  'Mariam',
  'Rashid',
  'Noura',
  'Yousef',
  'Layla',
  'Hamdan',
  'Priya',
  'Arjun',
  'Sophie',
  'James',
  'Olga',
  'Dmitri',
  'Chen',
  'Mei',
  'Lucas',
  'Isabella',
  'Ahmed',
  'Sara',
  'Hassan',
  'Emma',
  'Mohammed',
  'Anna',
  'Raj',
  'Hiroshi',
  'Zainab',
  'Daniel',
];

export const lastInitials: readonly string[] = ['A', 'B', 'K', 'M', 'S', 'R', 'H', 'T', 'N', 'D', 'P', 'Z'];

// The demo people. Other domains' seeds link to them by e-mail or username, so keep the first three
// (sara, omar, layla) and never rename anyone without telling them.

export interface DemoPerson {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  language: 'en' | 'ar';
  country: string;
  city: string;
  isVerified: boolean;
  isDarkMode?: boolean;
  dateOfBirth?: string;
  phoneNumber?: string;
  instagram?: string;
  twitter?: string;
}

export const DEMO_PASSWORD = 'Dubai-demo-2026';

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { email: 'sara@example.com', username: 'sara', firstName: 'Sara', lastName: 'Al Mansoori', bio: 'Dubai local. Brunch hunter, desert camper and weekend planner for friends who visit.', language: 'en', country: 'AE', city: 'Dubai', isVerified: true, dateOfBirth: '1994-03-12', phoneNumber: '+971501234567', instagram: 'https://www.instagram.com/sara' },
  { email: 'omar@example.com', username: 'omar', firstName: 'Omar', lastName: 'Haddad', bio: 'مصوّر رحلات من عمّان، أبحث دائماً عن أجمل إطلالة على خور دبي.', language: 'ar', country: 'JO', city: 'Amman', isVerified: true, dateOfBirth: '1990-07-01', twitter: 'https://x.com/omar' },
  { email: 'layla@example.com', username: 'layla', firstName: 'Layla', lastName: 'Al Hashimi', bio: 'أم لطفلين، أخطط لعطلات عائلية مريحة في الإمارات.', language: 'ar', country: 'AE', city: 'Abu Dhabi', isVerified: false, isDarkMode: true },
  { email: 'khalid@example.com', username: 'khalid.alnuaimi', firstName: 'Khalid', lastName: 'Al Nuaimi', bio: 'Falconry, dune bashing and the best karak in Ajman.', language: 'en', country: 'AE', city: 'Ajman', isVerified: false },
  { email: 'mariam@example.com', username: 'mariam.k', firstName: 'Mariam', lastName: 'Al Ketbi', bio: 'أحب المتاحف والمقاهي الهادئة في حي الفهيدي.', language: 'ar', country: 'AE', city: 'Dubai', isVerified: true },
  { email: 'ahmed@example.com', username: 'ahmed.farouk', firstName: 'Ahmed', lastName: 'Farouk', bio: 'مهندس من القاهرة، أزور دبي كل شتاء.', language: 'ar', country: 'EG', city: 'Cairo', isVerified: false },
  { email: 'noura@example.com', username: 'noura.saud', firstName: 'Noura', lastName: 'Al Saud', bio: 'Shopping festivals, spa days and rooftop dinners.', language: 'en', country: 'SA', city: 'Riyadh', isVerified: false },
  { email: 'youssef@example.com', username: 'youssef', firstName: 'Youssef', lastName: 'Benali', bio: 'Marrakech to Dubai: collecting souks and sunsets.', language: 'en', country: 'MA', city: 'Casablanca', isVerified: false },
  { email: 'rania@example.com', username: 'rania.khoury', firstName: 'Rania', lastName: 'Khoury', bio: 'مدونة طعام من بيروت. أقيّم المطاعم بصراحة.', language: 'ar', country: 'LB', city: 'Beirut', isVerified: true },
  { email: 'hamad@example.com', username: 'hamad.q', firstName: 'Hamad', lastName: 'Al Qassimi', bio: 'Sharjah born. Weekend kayaker in the mangroves.', language: 'en', country: 'AE', city: 'Sharjah', isVerified: false },
  { email: 'priya@example.com', username: 'priya.nair', firstName: 'Priya', lastName: 'Nair', bio: 'Kochi to Dubai for work, staying for the beaches. Yoga at sunrise.', language: 'en', country: 'IN', city: 'Dubai', isVerified: false },
  { email: 'arjun@example.com', username: 'arjun.mehta', firstName: 'Arjun', lastName: 'Mehta', bio: 'Cricket, theme parks and anything with roller coasters.', language: 'en', country: 'IN', city: 'Mumbai', isVerified: false },
  { email: 'fatima@example.com', username: 'fatima.siddiqui', firstName: 'Fatima', lastName: 'Siddiqui', bio: 'Architecture student from Lahore, sketching skylines.', language: 'en', country: 'PK', city: 'Lahore', isVerified: false },
  { email: 'imran@example.com', username: 'imran.khan', firstName: 'Imran', lastName: 'Chaudhry', bio: 'Family trips planned to the minute. Ask me about Global Village.', language: 'en', country: 'PK', city: 'Karachi', isVerified: false },
  { email: 'ananya@example.com', username: 'ananya.r', firstName: 'Ananya', lastName: 'Rao', bio: 'Solo traveller, scuba diver, Fujairah fan.', language: 'en', country: 'IN', city: 'Bengaluru', isVerified: true },
  { email: 'nimal@example.com', username: 'nimal.perera', firstName: 'Nimal', lastName: 'Perera', bio: 'Chef from Colombo exploring Dubai food halls.', language: 'en', country: 'LK', city: 'Colombo', isVerified: false },
  { email: 'emma@example.com', username: 'emma.clarke', firstName: 'Emma', lastName: 'Clarke', bio: 'London to Dubai for the winter sun. Museum of the Future twice already.', language: 'en', country: 'GB', city: 'London', isVerified: false },
  { email: 'lukas@example.com', username: 'lukas.weber', firstName: 'Lukas', lastName: 'Weber', bio: 'Cyclist from Munich. Hatta trails are my favourite.', language: 'en', country: 'DE', city: 'Munich', isVerified: false },
  { email: 'sofia@example.com', username: 'sofia.rossi', firstName: 'Sofia', lastName: 'Rossi', bio: 'Milanese designer, gallery hopping in Alserkal Avenue.', language: 'en', country: 'IT', city: 'Milan', isVerified: false },
  { email: 'camille@example.com', username: 'camille.dubois', firstName: 'Camille', lastName: 'Dubois', bio: 'Parisienne, desert stargazing enthusiast.', language: 'en', country: 'FR', city: 'Paris', isVerified: false },
  { email: 'jan@example.com', username: 'jan.devries', firstName: 'Jan', lastName: 'de Vries', bio: 'Amsterdam family of four, always hunting for kid-friendly hotels.', language: 'en', country: 'NL', city: 'Amsterdam', isVerified: false },
  { email: 'elena@example.com', username: 'elena.garcia', firstName: 'Elena', lastName: 'García', bio: 'Madrid photographer. Golden hour at the Frame is unbeatable.', language: 'en', country: 'ES', city: 'Madrid', isVerified: false },
  { email: 'hessa@example.com', username: 'hessa', firstName: 'Hessa', lastName: 'Al Falasi', bio: 'أستكشف الإمارات إمارة تلو الأخرى، والآن دور رأس الخيمة.', language: 'ar', country: 'AE', city: 'Ras Al Khaimah', isVerified: true },
  { email: 'tariq@example.com', username: 'tariq.aziz', firstName: 'Tariq', lastName: 'Aziz', bio: 'Business traveller from Doha. Good Wi-Fi and good coffee, in that order.', language: 'en', country: 'QA', city: 'Doha', isVerified: false },
];

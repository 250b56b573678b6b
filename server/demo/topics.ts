import { type Pair, pairs } from './prng'

/** Session topics of each industry's track, Russian and English. No colons inside a pair. */
export const TOPICS: Record<string, Pair[]> = {
  design: pairs(`Айдентика городов и регионов:City and regional identities|Промышленный дизайн и локальное производство:Industrial design and local manufacturing|
Дизайн интерфейсов для государственных сервисов:Interface design for public services|Упаковка, которая продаёт:Packaging that sells|
Навигация в городе — от вывески до цифровой карты:Urban wayfinding — from signage to digital maps|Шрифт как наследие — кириллица и тюркские алфавиты:Type as heritage — Cyrillic and Turkic alphabets|
Дизайн-студия как бизнес:The design studio as a business|Экологичный дизайн и жизненный цикл продукта:Sustainable design and the product life cycle|
Дизайн-мышление в крупных компаниях:Design thinking in large companies|Предметный дизайн — от прототипа до серии:Product design — from prototype to series|
Чему учить следующее поколение дизайнеров:What to teach the next generation of designers|Российские бренды мебели и интерьера:Russian furniture and interior brands`),
  fashion: pairs(`Локальные бренды одежды на маркетплейсах:Local clothing brands on marketplaces|Дизайнеры и швейные фабрики — как работать вместе:Designers and garment factories working together|
Региональная неделя моды — кому и зачем она нужна:A regional fashion week — who needs it and why|Этнические мотивы в современной моде:Ethnic motifs in contemporary fashion|
Апсайклинг и переработка текстиля:Upcycling and textile recycling|Съёмка каталога, который продаёт:Shooting a catalogue that sells|
Аксессуары и ювелирное дело:Accessories and jewellery|Цифровая мода и виртуальные примерочные:Digital fashion and virtual fitting rooms|
Защита дизайна — товарные знаки и копирование:Protecting designs — trademarks and copying|Шоурумы и офлайн-ретейл:Showrooms and offline retail|
Детская одежда — бренды, которые растут вместе с покупателем:Children's wear — brands that grow with their customers|Костюм в кино и театре:Costume for film and theatre`),
  music: pairs(`Музыкальные лейблы в эпоху стриминга:Record labels in the streaming era|Как собрать тур по регионам:Building a regional tour|
Роялти и коллективное управление правами:Royalties and collective rights management|Музыка для кино, игр и рекламы:Music for film, games and advertising|
Экономика и безопасность музыкальных фестивалей:The economics and safety of music festivals|Национальная музыка в современном звучании:National music with a contemporary sound|
Продюсирование молодых артистов:Producing young artists|Клубы и концертные площадки, которые выживают:The clubs and venues that survive|
Студии звукозаписи — оборудование и кадры:Recording studios — equipment and people|Новые музыкальные школы:New music schools|
Академическая музыка для новой аудитории:Classical music for new audiences|Нейросети в музыке — инструмент или конкурент:Neural networks in music — tool or competitor`),
  film: pairs(`Региональное кино — съёмки за пределами столиц:Regional cinema — filming outside the capitals|Анимационные студии — от короткого метра до сериала:Animation studios — from shorts to series|
Кинокомиссии и поддержка съёмок:Film commissions and production support|Документальное кино и его зритель:Documentary film and its audience|
Сериалы для онлайн-кинотеатров:Series for streaming services|Постпродакшн и визуальные эффекты:Post-production and visual effects|
Кинофестиваль как рынок:The film festival as a market|Дистрибуция независимого кино:Distributing independent films|
Сценарист — профессия, которой не хватает:The screenwriter — a profession in short supply|Российская анимация за рубежом:Russian animation abroad|
Школы кино и анимации:Film and animation schools|Виртуальный продакшн и LED-павильоны:Virtual production and LED stages`),
  games: pairs(`Независимые студии — как дожить до релиза:Indie studios — surviving until release|Издатель или самиздат:Publisher or self-publishing|
Игровые движки — выбрать или написать свой:Game engines — choose one or build your own|Киберспорт как индустрия:Esports as an industry|
Геймдизайн и нарратив:Game design and narrative|Игры и культурное наследие:Games and cultural heritage|
Мобильные игры — монетизация без раздражения:Mobile games — monetization without annoyance|Образовательные игры и геймификация:Educational games and gamification|
Арт для игр — стиль, который узнают:Game art — a style people recognize|Локализация и международные рынки:Localization and international markets|
Инвестиции в игровые проекты:Investing in game projects|Настольные игры — тиражи и краудфандинг:Board games — print runs and crowdfunding`),
  architecture: pairs(`Общественные пространства, спроектированные вместе с жителями:Public spaces designed with residents|Реставрация и приспособление памятников:Restoring and repurposing heritage buildings|
Креативные кластеры в бывших промзонах:Creative clusters in former industrial zones|Новая волна деревянного домостроения:A new wave of timber construction|
Архитектурные конкурсы — прозрачность и качество:Architectural competitions — transparency and quality|Городская среда малых городов:The urban environment of small towns|
Набережные и парки — опыт последних лет:Embankments and parks — lessons of recent years|Архитектура и климат:Architecture and climate|
Цифровое проектирование и BIM:Digital design and BIM|Жильё, в котором хочется жить:Housing people want to live in|
Архитектурное бюро — рост без потери почерка:The architecture practice — growing without losing its signature|Архитектурная подсветка города:Architectural lighting of the city`),
  publishing: pairs(`Независимые издательства — тиражи, риски, читатели:Independent publishers — print runs, risks, readers|Книжный магазин как культурный центр:The bookshop as a cultural centre|
Аудиокниги и подкасты:Audiobooks and podcasts|Комиксы и графические романы:Comics and graphic novels|
Детская книга — иллюстрация и текст:Children's books — illustration and text|Переводная литература и права:Translated literature and rights|
Литература на языках народов России:Literature in the languages of Russia's peoples|Книжные фестивали и ярмарки:Book festivals and fairs|
Самиздат и платформы для авторов:Self-publishing and platforms for authors|Нон-фикшн — как рассказывать о науке:Non-fiction — telling science stories|
Литературный агент — посредник или партнёр:The literary agent — go-between or partner|Будущее печатной книги:The future of the printed book`),
  media: pairs(`Региональные медиа — модели, которые выживают:Regional media — business models that survive|Брендинг территорий:Place branding|
Креатив в рекламе — идеи, которые работают:Creativity in advertising — ideas that work|Авторские медиа и блогеры:Creator-led media and bloggers|
Видео для социальных сетей:Video for social networks|Рекламный рынок — итоги года и прогнозы:The advertising market — the year in review and forecasts|
Нативная реклама и спецпроекты:Native advertising and branded content|Коммуникации культурных институций:Communications for cultural institutions|
Подкасты как медиа:Podcasts as media|Данные и аналитика в медиа:Data and analytics in the media|
Этика и доверие в рекламе:Ethics and trust in advertising|Локальные агентства против сетевых:Local agencies versus networks`),
  'performing-arts': pairs(`Театр для подростков:Theatre for teenagers|Современный танец — площадки и гастроли:Contemporary dance — venues and touring|
Иммерсивные спектакли:Immersive performances|Гастрольная логистика:Touring logistics|Театр на национальных языках:Theatre in national languages|
Цирк нового поколения:New circus|Продюсерский театр и частные компании:Producer-led theatre and private companies|
Фестивали исполнительских искусств:Performing arts festivals|Технологии сцены — свет, звук, проекции:Stage technology — light, sound, projection|
Как найти и удержать театрального зрителя:Finding and keeping a theatre audience|Оперная сцена и новые постановки:The opera stage and new productions|Инклюзивный театр:Inclusive theatre`),
  crafts: pairs(`Народные промыслы — сохранить и продать:Folk crafts — preserving and selling them|Ремесленник на маркетплейсе:The craftsperson on a marketplace|
Татарская кожаная мозаика — традиция и дизайн:Tatar leather mosaic — tradition and design|Керамика — от мастерской до бренда:Ceramics — from workshop to brand|
Ремесленные туристические маршруты:Craft tourism routes|Сувенир, за который не стыдно:Souvenirs to be proud of|
Художники и мастера промыслов — коллаборации:Artists and craft masters — collaborations|Школы ремёсел и наставничество:Craft schools and mentoring|
Текстиль ручной работы:Handmade textiles|Столярные мастерские:Joinery workshops|Традиционное ювелирное дело:Traditional jewellery making|
Сертификация и защита происхождения:Certification and protected origin`),
  'creative-tech': pairs(`Генеративный ИИ в творческих профессиях:Generative AI in creative professions|VR и AR в музеях:VR and AR in museums|
Цифровое искусство и медиаарт:Digital art and media art|Платформы для авторов и монетизация:Creator platforms and monetization|
Права на контент, созданный с помощью ИИ:Rights to AI-assisted content|Креативный код и интерактивные инсталляции:Creative coding and interactive installations|
Технологии для концертов и шоу:Technology for concerts and shows|Где стартапам креативных технологий искать деньги:Where creative tech startups can find funding|
Цифровые двойники городов и наследия:Digital twins of cities and heritage|Пространственный звук:Spatial audio|
Технологическое образование для художников:Technology education for artists|Открытые данные культуры:Open cultural data`),
  gastronomy: pairs(`Локальная кухня как бренд региона:Local cuisine as a regional brand|Гастрономический туризм:Food tourism|
Фермерские продукты в ресторанах:Farm produce in restaurants|Татарская кухня в современном прочтении:Tatar cuisine reimagined|
Фуд-дизайн и подача:Food design and presentation|Ресторан как креативный проект:The restaurant as a creative project|
Гастрофестивали — экономика и организация:Food festivals — economics and organization|Кадры для ресторанов:Restaurant staff — training and retention|
Кофейни и пекарни малого формата:Small cafés and bakeries|Гастрономические медиа:Food media|
Доставка без потери качества:Delivery without losing quality|Безотходная кухня:Zero-waste cooking`),
}

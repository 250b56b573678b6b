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

/**
 * More topics of each track, so that every business session has a title of its own (a track leads
 * up to 21 sessions): taken in this order once the track's TOPICS are used up.
 */
export const MORE_TOPICS: Record<string, Pair[]> = {
  design: pairs(`Редизайн городского транспорта Казани — что увидели пассажиры:Redesigning Kazan's public transport — what passengers noticed|
Дизайн-код улиц — три года спустя:Street design codes — three years on|Медицинские изделия, которыми удобно пользоваться:Medical devices that are easy to use|
Сервис-дизайн в банке — путь клиента от заявки до карты:Service design in a bank — the customer's path from application to card|Цвет в бренде — как выбрать и защитить:Colour in a brand — choosing and protecting it|
Портфолио, которое читают за минуту:A portfolio that can be read in a minute|Дизайн для людей старшего возраста:Design for older people|
Ревью дизайна без обид — как устроить критику в команде:Design reviews without hard feelings — critique in a team|Заказчик из госсектора — тендеры, сроки, приёмка:Public sector clients — tenders, deadlines, sign-off`),
  fashion: pairs(`Капсульная коллекция за восемь недель:A capsule collection in eight weeks|Лён и шерсть российского производства:Russian-made linen and wool|
Первая тысяча покупателей молодого бренда:A young brand's first thousand customers|Мода для людей с инвалидностью:Adaptive fashion for people with disabilities|
Стилист и фотограф — как собрать съёмочную команду:Stylists and photographers — assembling a shoot team|Возвраты на маркетплейсе — как их сократить:Marketplace returns — how to reduce them|
Обувь малыми партиями:Footwear in small batches|Винтаж и ресейл как бизнес:Vintage and resale as a business|Школы моды и реальные фабрики:Fashion schools and real factories`),
  music: pairs(`Райдер артиста — что можно обсудить:The artist's rider — what is negotiable|Концерт в малом городе — сколько стоит и кто придёт:A concert in a small town — the cost and the audience|
Плейлисты стримингов — как туда попадают:Streaming playlists — how tracks get on them|Мерч музыканта:Merchandise for musicians|
Звукорежиссёр на живом концерте:The sound engineer at a live show|Авторские права на семплы:Copyright and samples|
Музыкальный менеджмент для начинающих артистов:Music management for emerging artists|Хоры и ансамбли — новая публика:Choirs and ensembles — a new audience|Фолк-сцена Поволжья:The Volga region's folk scene`),
  film: pairs(`Питчинг сериала продюсерам платформ:Pitching a series to streaming producers|Локейшн-менеджер — как найти натуру и договориться:The location manager — finding sites and getting permission|
Короткий метр — путь на фестивали:Short films — the road to festivals|Кастинг за пределами Москвы:Casting outside Moscow|
Звук в кино — от площадки до микса:Film sound — from set to final mix|Дебютный полный метр — бюджет и риски:A debut feature — budget and risks|
Детское кино и семейная аудитория:Children's films and the family audience|Цветокоррекция и визуальный стиль фильма:Colour grading and a film's visual style|Кинопрокат в малых городах:Film distribution in small towns`),
  games: pairs(`Первый трейлер игры — что показать за минуту:A game's first trailer — what to show in a minute|Плейтесты на ранней стадии:Early playtesting|
Звук и музыка в играх:Sound and music in games|Игры на национальных языках:Games in national languages|
Сообщество игроков — модерация и доверие:Player communities — moderation and trust|Вишлисты и запуск в магазине:Wishlists and the store launch|
Портирование на консоли и мобильные платформы:Porting to consoles and mobile platforms|Кранч — как обойтись без переработок:Crunch — shipping without overtime|Геймджемы как кадровый резерв:Game jams as a talent pool`),
  architecture: pairs(`Школа, в которую хочется идти — новые проекты:Schools children want to go to — new projects|Дворы без машин:Car-free courtyards|
Приспособление водонапорных башен и элеваторов:Reusing water towers and grain elevators|Остановки и павильоны — малые формы города:Bus stops and pavilions — the city's small structures|
Архитектурный туризм:Architectural tourism|Доступная среда без пандусов для галочки:Accessible design beyond token ramps|
Мастер-план исторического центра:A master plan for a historic centre|Ландшафтная архитектура и городские леса:Landscape architecture and urban forests|Молодые бюро — первый государственный заказ:Young practices — the first public commission`),
  publishing: pairs(`Обложка, которую замечают на полке:A cover that stands out on the shelf|Книжные блогеры и продажи:Book bloggers and sales|
Школьная литература — что читают подростки:School reading — what teenagers actually read|Редактор и автор — как спорить о тексте:Editor and author — arguing about a text|
Малые тиражи и печать по требованию:Short runs and print on demand|Библиотека как площадка для авторов:The library as a venue for authors|
Электронная книга — цены и пиратство:E-books — pricing and piracy|Краеведческие издания:Local history publishing|Поэзия — кто её покупает:Poetry — who buys it`),
  media: pairs(`Телеграм-каналы городских медиа:City media on Telegram|Редакция из трёх человек:A newsroom of three|
Вертикальное видео для брендов:Vertical video for brands|Подписка вместо рекламы:Subscriptions instead of advertising|
Фактчекинг в региональной редакции:Fact-checking in a regional newsroom|Наружная реклама и городская среда:Outdoor advertising and the cityscape|
Событийный маркетинг после пандемии:Event marketing after the pandemic|Медиа на татарском языке:Media in the Tatar language|Креативное агентство — как не выгореть на тендерах:The creative agency — surviving pitch fatigue`),
  'performing-arts': pairs(`Театральная лаборатория как способ найти режиссёра:Theatre labs as a way to find directors|Билеты — динамические цены и лояльность:Tickets — dynamic pricing and loyalty|
Спектакль на открытом воздухе:Open-air performances|Хореограф и композитор — совместная работа:Choreographers and composers working together|
Куклы и объекты — театр художника для взрослой публики:Puppets and objects — artists' theatre for adult audiences|Театральная критика в соцсетях:Theatre criticism on social media|
Сценография из переработанных материалов:Set design from recycled materials|Фестиваль уличных театров:A street theatre festival|Театр и школа — абонементы и уроки:Theatre and schools — season tickets and lessons`),
  crafts: pairs(`Фото изделий для интернет-магазина:Product photos for an online shop|Мастер-классы как второй доход:Workshops as a second income|
Гончарный круг в городе — аренда и оборудование:A potter's wheel in the city — rent and equipment|Войлок и валяние — от традиции к дизайну:Felt and felting — from tradition to design|
Ремесленная ярмарка, на которую приходят:A craft fair people actually visit|Упаковка для ручной работы:Packaging for handmade goods|
Кузнечное дело сегодня:Blacksmithing today|Резьба по дереву в интерьере:Woodcarving in interiors|Ремесленные кооперативы:Craft cooperatives`),
  'creative-tech': pairs(`Нейросеть в мастерской иллюстратора:A neural network in an illustrator's studio|Проекционный мэппинг на фасадах:Projection mapping on façades|
Голосовые интерфейсы в музеях:Voice interfaces in museums|Виртуальные концерты и аватары артистов:Virtual concerts and artist avatars|
Датасеты для творческих моделей — откуда брать и как платить:Datasets for creative models — where to get them and how to pay|3D-печать в дизайне и искусстве:3D printing in design and art|
Игровые движки в кино и архитектуре:Game engines in film and architecture|Креативные технологии в школе:Creative technology at school|Интерактивные выставки — что ломается первым:Interactive exhibitions — what breaks first`),
  gastronomy: pairs(`Меню на одном листе:A menu on a single page|Ресторан в малом городе:A restaurant in a small town|
Шеф и фермер — договор на сезон:Chef and farmer — a contract for the season|Чак-чак и эчпочмак на экспорт:Chak-chak and echpochmak for export|
Сомелье и локальные напитки:Sommeliers and local drinks|Кухня народов Поволжья:The cuisines of the Volga peoples|
Фуд-корты и гастрономические рынки:Food courts and food markets|Открытая кухня и гостеприимство:Open kitchens and hospitality|Санитарные нормы без страха:Food safety rules without fear`),
}

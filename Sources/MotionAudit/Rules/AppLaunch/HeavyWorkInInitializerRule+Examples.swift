// The examples of the rule's description: its documentation and its tests.
extension HeavyWorkInInitializerRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      @main
      struct PipApp: App {
          private let stickers: [Sticker]

          init() {
              let url = Bundle.main.url(forResource: "stickers", withExtension: "json")!
              let data = try! ↓Data(contentsOf: url)
              stickers = try! JSONDecoder().decode([Sticker].self, from: data)
          }

          var body: some Scene {
              WindowGroup { ContentView(stickers: stickers) }
          }
      }
      """),
    Example(
      """
      @main
      struct NotesApp: App {
          let container = NSPersistentContainer(name: "Notes")

          init() {
              container.↓loadPersistentStores { _, error in
                  if let error { fatalError("\\(error)") }
              }
          }

          var body: some Scene {
              WindowGroup { NotesList().environment(\\.managedObjectContext, container.viewContext) }
          }
      }
      """),
    Example(
      """
      @main
      struct PipApp: App {
          init() {
              Thread.↓sleep(forTimeInterval: 1.5)  // keep the launch screen up a little longer
          }

          var body: some Scene { WindowGroup { RootView() } }
      }
      """),
    Example(
      """
      @main
      struct PipApp: App {
          @StateObject private var store = StickerStore()
          var body: some Scene { WindowGroup { ContentView().environmentObject(store) } }
      }

      final class StickerStore: ObservableObject {
          @Published var stickers: [Sticker] = []

          init() {
              let semaphore = DispatchSemaphore(value: 0)
              Task { @MainActor in
                  stickers = await API.stickers()
                  semaphore.signal()
              }
              semaphore.↓wait()
          }
      }
      """),
    Example(
      """
      @main
      struct PipApp: App {
          init() {
              ↓for (key, value) in UserDefaults.standard.dictionaryRepresentation() where key.hasPrefix("pip.") {
                  UserDefaults.standard.set(value, forKey: "v2." + key)
              }
          }

          var body: some Scene { WindowGroup { RootView() } }
      }
      """),
    Example(
      """
      struct StickerShelf: View {
          private let stickers = try! JSONDecoder().↓decode(
              [Sticker].self, from: Data(contentsOf: Bundle.main.url(forResource: "stickers", withExtension: "json")!))

          var body: some View { StickerGrid(stickers: stickers) }
      }
      """),
    Example(
      """
      struct Library: View {
          let database: Connection

          init() {
              database = try! ↓Connection(Bundle.main.path(forResource: "library", ofType: "sqlite")!)
          }

          var body: some View { BookList(database: database) }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      struct FeedView: View {
          @State private var items: [Item]

          init(pinned: [Item], recent: [Item]) {
              var all = pinned
              all.append(contentsOf: recent)
              _items = State(initialValue: all)
          }

          var body: some View {
              List(items) { Text($0.title) }
          }
      }
      """),
    Example(
      """
      import SwiftUI

      @main
      struct PipApp: App {
          var body: some Scene {
              WindowGroup {
                  RootView()
              }
          }
      }
      """),
    RuleExampleScenarios.appWithLaunchIntroContainer,
    Example(
      """
      @main
      struct PipApp: App {
          @State private var settings: Settings

          init() {
              UINavigationBar.appearance().tintColor = .systemIndigo
              UserDefaults.standard.register(defaults: ["introSeen": false])
              let saved = UserDefaults.standard.data(forKey: "settings") ?? Data()
              _settings = State(initialValue: (try? JSONDecoder().decode(Settings.self, from: UserDefaults.standard.data(forKey: "settings") ?? saved)) ?? .standard)
          }

          var body: some Scene { WindowGroup { RootView() } }
      }
      """),
    Example(
      joining: RuleExampleScenarios.introView.code,
      """
      extension IntroView {
          private func play() async {
              do {
                  let worker = try await Worker()
                  let file = try await File(source: .local("launch", Bundle.main), worker: worker)
                  rive = try await Rive(file: file)
              } catch {}
              onFinish()
          }
      }
      """),
    Example(
      """
      @main
      struct PipApp: App {
          @StateObject private var store = StickerStore()

          init() {
              Task { await store.load() }
              DispatchQueue.global().async { _ = try? Data(contentsOf: cacheURL) }
          }

          var body: some Scene { WindowGroup { ContentView().task { try? await store.refresh() } } }
      }

      final class StickerStore: ObservableObject {
          @Published var stickers: [Sticker] = []
          func load() async { stickers = (try? await API.stickers()) ?? [] }
      }
      """),
    Example(
      """
      @main
      struct ItemsApp: App {
          var sharedModelContainer: ModelContainer = {
              let schema = Schema([Item.self])
              let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
              do {
                  return try ModelContainer(for: schema, configurations: [configuration])
              } catch {
                  fatalError("Could not create ModelContainer: \\(error)")
              }
          }()

          var body: some Scene {
              WindowGroup { ContentView() }.modelContainer(sharedModelContainer)
          }
      }
      """),
    Example(
      """
      struct Importer {
          let data: Data
          init(url: URL) throws { data = try Data(contentsOf: url) }
      }

      @main
      struct PipApp: App {
          static let catalogue = try? Data(contentsOf: catalogueURL)
          lazy var cache = try? Data(contentsOf: cacheURL)
          var body: some Scene { WindowGroup { RootView() } }
      }
      """),
  ]
}

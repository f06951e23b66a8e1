import MotionAudit
import Testing

/// The message says whose initializer it is and what it holds up.
@Test(arguments: [
  (
    "@main struct PipApp: App { init() { Thread.sleep(forTimeInterval: 1) } }",
    "`PipApp.init` sleeps with `Thread.sleep` before the first frame"
  ),
  (
    "struct Shelf: View { let data = try! Data(contentsOf: url) }",
    "`Shelf.data` reads a file with `Data(contentsOf:)`, holding up every frame that creates the view"
  ),
  (
    """
    @main struct PipApp: App { @StateObject private var store = Store() }
    final class Store: ObservableObject { init() { _ = try? JSONDecoder().decode(Catalogue.self, from: blob) } }
    """,
    "`Store.init` decodes data with `JSONDecoder().decode` when `PipApp` starts, before the first frame"
  ),
  (
    """
    struct Shelf: View { @State private var store = Store() }
    final class Store { init() { sqlite3_open(path, &handle) } }
    """,
    "`Store.init` opens a database with `sqlite3_open` when `Shelf` creates it, holding up that frame"
  ),
])
func messageNamesTheInitializerAndWhatItHoldsUp(source: String, message: String) {
  #expect(audit(source, with: HeavyWorkInInitializerRule.self).findings.map(\.message) == [message])
}

/// Light set-up and work that runs later are not heavy.
@Test(arguments: [
  "@main struct PipApp: App { init() { UITabBar.appearance().isTranslucent = false } }",
  "@main struct PipApp: App { init() { FirebaseApp.configure() } }",
  "@main struct PipApp: App { init() { let image = UIImage(named: \"pip\") } }",
  "@main struct PipApp: App { init() { DispatchQueue.main.async { Thread.sleep(forTimeInterval: 1) } } }",
  "@main struct PipApp: App { init() { loader.prepare(); let spinner = ActivityGroup() } }",
  "@main struct PipApp: App { init() { func slow() { sleep(1) } } }",
  "struct Model { init() { sleep(1) } }",
  """
  struct Items: View {
      @State private var items = Store()
      var body: some View { List(items.all) { Text($0.name) } }
  }
  final class Store {
      var all: [Item] = []
      init() {
          if let saved = UserDefaults.standard.data(forKey: "Items") {
              all = (try? JSONDecoder().decode([Item].self, from: saved)) ?? []
          }
      }
  }
  """,
  """
  struct Settings: View {
      @AppStorage("filters") private var stored = Data()
      private let filters: [Filter]
      init() { filters = (try? JSONDecoder().decode([Filter].self, from: stored)) ?? [] }
      var body: some View { FilterList(filters: filters) }
  }
  """,
])
func lightSetUpIsNotReported(source: String) {
  #expect(audit(source, with: HeavyWorkInInitializerRule.self).findings.isEmpty)
}

/// View models, models and services for the synthetic corpus.
enum ModelSource {
  static func viewModel(_ name: String, random: inout SeededGenerator) -> String {
    var lines = SwiftUISource.header(imports: ["Foundation", "Observation"])
    lines += [
      "struct \(name)Item: Identifiable, Hashable, Codable {",
      "  let id: UUID",
      "  var title: String",
      "  var subtitle: String",
      "  var detail: String",
      "  var symbol: String",
      "  var group: Int",
      "  var date: Date",
      "  var isComplete: Bool",
      "}",
      "",
      "@MainActor",
      "final class \(name)ViewModel: ObservableObject {",
      "  @Published private(set) var items: [\(name)Item] = []",
      "  @Published var filter = Filter.all",
      "  @Published private(set) var errorMessage: String?",
      "  private let service = \(name)Service()",
      "",
      "  enum Filter: String, CaseIterable, Identifiable {",
      "    case all, open, done",
      "    var id: String { rawValue }",
      "  }",
      "",
      "  func load() async {",
      "    do {",
      "      items = try await service.fetchItems()",
      "      errorMessage = nil",
      "    } catch {",
      "      errorMessage = error.localizedDescription",
      "    }",
      "  }",
      "",
      "  func delete(_ item: \(name)Item) {",
      "    items.removeAll { $0.id == item.id }",
      "  }",
      "",
    ]
    for index in 0..<random.int(in: 5...12) {
      let threshold = random.int(in: 1...30)
      lines += [
        "  func summary\(index)() -> String {",
        "    let open = items.filter { !$0.isComplete }",
        "    let recent = open.filter { $0.date.timeIntervalSinceNow > -\(threshold) * 86_400 }",
        "    guard !recent.isEmpty else { return \"Nothing new\" }",
        "    return recent.map(\\.title).sorted().joined(separator: \", \")",
        "  }",
        "",
      ]
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  static func service(_ name: String, random: inout SeededGenerator) -> String {
    var lines = SwiftUISource.header(imports: ["Foundation"])
    lines += [
      "struct \(name)Service: Sendable {",
      "  var baseURL = URL(string: \"https://api.example.com/\(name.lowercased())\")!",
      "  var session: URLSession = .shared",
      "",
      "  enum Failure: Error, Equatable {",
      "    case badStatus(Int)",
      "    case emptyBody",
      "  }",
      "",
      "  func fetchItems() async throws -> [\(name)Item] {",
      "    let (data, response) = try await session.data(from: baseURL.appending(path: \"items\"))",
      "    guard let http = response as? HTTPURLResponse else { throw Failure.emptyBody }",
      "    guard (200..<300).contains(http.statusCode) else { throw Failure.badStatus(http.statusCode) }",
      "    let decoder = JSONDecoder()",
      "    decoder.dateDecodingStrategy = .iso8601",
      "    return try decoder.decode([\(name)Item].self, from: data)",
      "  }",
      "",
    ]
    for index in 0..<random.int(in: 5...12) {
      let retries = random.int(in: 1...5)
      lines += [
        "  func send\(index)(_ item: \(name)Item) async throws {",
        "    var request = URLRequest(url: baseURL.appending(path: \"items/\\(item.id)\"))",
        "    request.httpMethod = \"PUT\"",
        "    request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")",
        "    request.httpBody = try JSONEncoder().encode(item)",
        "    for attempt in 1...\(retries) {",
        "      let (_, response) = try await session.data(for: request)",
        "      if let http = response as? HTTPURLResponse, http.statusCode < 500 { return }",
        "      try await Task.sleep(for: .milliseconds(200 * attempt))",
        "    }",
        "  }",
        "",
      ]
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }
}

/// SwiftUI files for the synthetic corpus.
enum SwiftUISource {
  static func plainView(_ name: String, random: inout SeededGenerator) -> String {
    var lines = header(imports: ["SwiftUI"])
    lines += [
      "struct \(name)View: View {",
      "  @StateObject private var model = \(name)ViewModel()",
      "  @State private var searchText = \"\"",
      "  @State private var isShowingFilters = false",
      "",
      "  var body: some View {",
      "    NavigationStack {",
      "      List {",
    ]
    for section in 0..<random.int(in: 2...6) {
      lines += rowSection(section, random: &random)
    }
    lines += [
      "      }",
      "      .listStyle(.insetGrouped)",
      "      .navigationTitle(\"\(name)\")",
      "      .searchable(text: $searchText)",
      "      .toolbar {",
      "        ToolbarItem(placement: .primaryAction) {",
      "          Button(\"Filters\") { isShowingFilters = true }",
      "        }",
      "      }",
      "      .sheet(isPresented: $isShowingFilters) {",
      "        FiltersView(selection: $model.filter)",
      "      }",
      "      .task { await model.load() }",
      "      .refreshable { await model.load() }",
      "    }",
      "  }",
      "}",
      "",
    ]
    for helper in 0..<random.int(in: 2...5) {
      lines += rowView(name, helper, random: &random)
    }
    // A layout that reads its size: no motion, but the scroll rule's token.
    if random.chance(0.1) {
      lines += geometryHeader(name)
    }
    lines += preview(name)
    return lines.joined(separator: "\n")
  }

  static func motionView(_ name: String, gated: Bool, random: inout SeededGenerator) -> String {
    var lines = header(imports: ["SwiftUI"])
    lines += ["struct \(name)View: View {"]
    if gated {
      lines += ["  @Environment(\\.accessibilityReduceMotion) private var reduceMotion"]
    }
    lines += [
      "  @StateObject private var model = \(name)ViewModel()",
      "  @State private var isExpanded = false",
      "  @State private var selection: Int?",
      "  @State private var pulse = false",
      "",
      "  var body: some View {",
      "    ScrollView {",
      "      VStack(alignment: .leading, spacing: 12) {",
    ]
    for section in 0..<random.int(in: 1...3) {
      lines += cardSection(section, random: &random)
    }
    let motions = random.int(in: 1...3)
    for _ in 0..<motions {
      lines += random.pick(gated ? gatedMotion : ungatedMotion)
    }
    lines += [
      "      }",
      "      .padding()",
      "    }",
      "    .navigationTitle(\"\(name)\")",
      "    .task { await model.load() }",
      "  }",
      "}",
      "",
    ]
    for helper in 0..<random.int(in: 1...3) {
      lines += rowView(name, helper, random: &random)
    }
    lines += preview(name)
    return lines.joined(separator: "\n")
  }

  static let ungatedMotion: [[String]] = [
    [
      "        Button(\"Details\") {",
      "          withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isExpanded.toggle() }",
      "        }",
      "        if isExpanded {",
      "          DetailsPanel()",
      "            .transition(.move(edge: .bottom))",
      "        }",
    ],
    [
      "        Image(systemName: \"heart.fill\")",
      "          .scaleEffect(pulse ? 1.2 : 1)",
      "          .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulse)",
      "          .onAppear { pulse = true }",
    ],
    [
      "        Image(systemName: \"bell\")",
      "          .symbolEffect(.bounce, value: model.items.count)",
    ],
    [
      "        SelectionGrid(selection: $selection)",
      "          .animation(.bouncy, value: selection)",
    ],
  ]

  static let gatedMotion: [[String]] = [
    [
      "        Button(\"Details\") {",
      "          withAnimation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.3)) {",
      "            isExpanded.toggle()",
      "          }",
      "        }",
      "        if isExpanded {",
      "          DetailsPanel()",
      "            .transition(reduceMotion ? .opacity : .move(edge: .bottom))",
      "        }",
    ],
    [
      "        SelectionGrid(selection: $selection)",
      "          .animation(reduceMotion ? nil : .bouncy, value: selection)",
    ],
    [
      "        Image(systemName: \"checkmark.seal.fill\")",
      "          .phaseAnimator([false, true], trigger: selection) { content, lifted in",
      "            content.scaleEffect(lifted && !reduceMotion ? 1.2 : 1)",
      "          }",
    ],
  ]

  private static func rowSection(_ index: Int, random: inout SeededGenerator) -> [String] {
    let title = random.pick(["Recent", "Pinned", "Shared", "Archived", "Suggested", "Nearby"])
    return [
      "        Section(\"\(title) \(index)\") {",
      "          ForEach(model.items.filter { $0.group == \(index) }) { item in",
      "            NavigationLink(value: item) {",
      "              HStack {",
      "                Image(systemName: item.symbol)",
      "                  .foregroundStyle(.tint)",
      "                  .frame(width: 28)",
      "                VStack(alignment: .leading) {",
      "                  Text(item.title).font(.headline)",
      "                  Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)",
      "                }",
      "                Spacer()",
      "                Text(item.date, style: .relative)",
      "                  .font(.caption)",
      "                  .foregroundStyle(.secondary)",
      "              }",
      "            }",
      "            .swipeActions {",
      "              Button(role: .destructive) { model.delete(item) } label: {",
      "                Label(\"Delete\", systemImage: \"trash\")",
      "              }",
      "            }",
      "          }",
      "        }",
    ]
  }

  private static func cardSection(_ index: Int, random: inout SeededGenerator) -> [String] {
    let padding = random.int(in: 8...20)
    return [
      "        VStack(alignment: .leading, spacing: 8) {",
      "          Text(model.sections[\(index)].title)",
      "            .font(.title3.weight(.semibold))",
      "          Text(model.sections[\(index)].body)",
      "            .font(.body)",
      "            .foregroundStyle(.secondary)",
      "            .lineLimit(3)",
      "        }",
      "        .padding(\(padding))",
      "        .frame(maxWidth: .infinity, alignment: .leading)",
      "        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))",
    ]
  }

  private static func rowView(_ name: String, _ index: Int, random: inout SeededGenerator)
    -> [String]
  {
    let spacing = random.int(in: 4...16)
    return [
      "private struct \(name)Row\(index): View {",
      "  let title: String",
      "  let detail: String",
      "  var isHighlighted = false",
      "",
      "  var body: some View {",
      "    HStack(spacing: \(spacing)) {",
      "      Circle()",
      "        .fill(isHighlighted ? Color.accentColor : Color.secondary.opacity(0.3))",
      "        .frame(width: 10, height: 10)",
      "      VStack(alignment: .leading, spacing: 2) {",
      "        Text(title).font(.body.weight(.medium))",
      "        Text(detail).font(.footnote).foregroundStyle(.secondary)",
      "      }",
      "      Spacer(minLength: 0)",
      "    }",
      "    .padding(.vertical, 6)",
      "    .contentShape(Rectangle())",
      "    .accessibilityElement(children: .combine)",
      "  }",
      "}",
      "",
    ]
  }

  private static func geometryHeader(_ name: String) -> [String] {
    [
      "private struct \(name)Header: View {",
      "  let title: String",
      "",
      "  var body: some View {",
      "    GeometryReader { geometry in",
      "      HStack {",
      "        Text(title)",
      "          .font(.largeTitle.bold())",
      "          .frame(width: geometry.size.width * 0.7, alignment: .leading)",
      "        Spacer()",
      "      }",
      "    }",
      "    .frame(height: 64)",
      "  }",
      "}",
      "",
    ]
  }

  private static func preview(_ name: String) -> [String] {
    [
      "#Preview {",
      "  \(name)View()",
      "}",
      "",
    ]
  }

  static func header(imports: [String]) -> [String] {
    ["// Generated for the motion-audit benchmark.", ""] + imports.map { "import \($0)" } + [""]
  }
}

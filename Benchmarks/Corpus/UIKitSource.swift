/// UIKit files for the synthetic corpus.
enum UIKitSource {
  static func plainController(_ name: String, random: inout SeededGenerator) -> String {
    var lines = SwiftUISource.header(imports: ["UIKit"])
    lines += controllerOpening(name)
    for index in 0..<random.int(in: 3...8) {
      lines += helperMethod(index, random: &random)
    }
    // A cross-dissolving sheet: no motion to report, but a name the transition rule looks for.
    if random.chance(0.25) {
      lines += [
        "  private func showSettings() {",
        "    let settings = UINavigationController(rootViewController: \(name)SettingsViewController())",
        "    settings.modalTransitionStyle = .crossDissolve",
        "    settings.modalPresentationStyle = .formSheet",
        "    present(settings, animated: true)",
        "  }",
        "",
      ]
    }
    lines += ["}", ""]
    lines += dataSource(name)
    return lines.joined(separator: "\n")
  }

  static func motionController(_ name: String, gated: Bool, random: inout SeededGenerator) -> String
  {
    var lines = SwiftUISource.header(imports: ["UIKit"])
    lines += controllerOpening(name)
    for index in 0..<random.int(in: 1...3) {
      lines += helperMethod(index, random: &random)
    }
    if gated {
      lines += [
        "  private func highlight(_ card: UIView) {",
        "    guard !UIAccessibility.isReduceMotionEnabled else {",
        "      card.backgroundColor = .systemYellow",
        "      return",
        "    }",
        "    UIView.animate(withDuration: 0.3) {",
        "      card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)",
        "    }",
        "  }",
      ]
    } else {
      lines += [
        "  private func highlight(_ card: UIView) {",
        "    UIView.animate(",
        "      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5,",
        "      initialSpringVelocity: 0.8, options: []",
        "    ) {",
        "      card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)",
        "    }",
        "  }",
      ]
    }
    lines += ["}", ""]
    lines += dataSource(name)
    return lines.joined(separator: "\n")
  }

  private static func controllerOpening(_ name: String) -> [String] {
    [
      "final class \(name)ViewController: UIViewController {",
      "  private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
      "  private let refreshControl = UIRefreshControl()",
      "  private var items: [\(name)Item] = []",
      "  private let service: \(name)Service",
      "",
      "  init(service: \(name)Service) {",
      "    self.service = service",
      "    super.init(nibName: nil, bundle: nil)",
      "  }",
      "",
      "  required init?(coder: NSCoder) {",
      "    fatalError(\"init(coder:) has not been implemented\")",
      "  }",
      "",
      "  override func viewDidLoad() {",
      "    super.viewDidLoad()",
      "    title = \"\(name)\"",
      "    view.backgroundColor = .systemGroupedBackground",
      "    tableView.translatesAutoresizingMaskIntoConstraints = false",
      "    tableView.dataSource = self",
      "    tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")",
      "    tableView.refreshControl = refreshControl",
      "    refreshControl.addTarget(self, action: #selector(reload), for: .valueChanged)",
      "    view.addSubview(tableView)",
      "    NSLayoutConstraint.activate([",
      "      tableView.topAnchor.constraint(equalTo: view.topAnchor),",
      "      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
      "      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),",
      "      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),",
      "    ])",
      "    reload()",
      "  }",
      "",
      "  @objc private func reload() {",
      "    Task {",
      "      items = (try? await service.fetchItems()) ?? []",
      "      tableView.reloadData()",
      "      refreshControl.endRefreshing()",
      "    }",
      "  }",
      "",
    ]
  }

  private static func helperMethod(_ index: Int, random: inout SeededGenerator) -> [String] {
    let limit = random.int(in: 3...40)
    return [
      "  private func configure\(index)(_ cell: UITableViewCell, at indexPath: IndexPath) {",
      "    var content = cell.defaultContentConfiguration()",
      "    let item = items[indexPath.row]",
      "    content.text = item.title",
      "    content.secondaryText = String(item.detail.prefix(\(limit)))",
      "    content.image = UIImage(systemName: item.symbol)",
      "    cell.contentConfiguration = content",
      "    cell.accessoryType = item.isComplete ? .checkmark : .disclosureIndicator",
      "  }",
      "",
    ]
  }

  private static func dataSource(_ name: String) -> [String] {
    [
      "extension \(name)ViewController: UITableViewDataSource {",
      "  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
      "    items.count",
      "  }",
      "",
      "  func tableView(",
      "    _ tableView: UITableView, cellForRowAt indexPath: IndexPath",
      "  ) -> UITableViewCell {",
      "    let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
      "    configure0(cell, at: indexPath)",
      "    return cell",
      "  }",
      "}",
      "",
      "extension \(name)ViewController: UITableViewDelegate {",
      "  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
      "    tableView.deselectRow(at: indexPath, animated: true)",
      "    let detail = \(name)DetailViewController(item: items[indexPath.row])",
      "    navigationController?.pushViewController(detail, animated: true)",
      "  }",
      "}",
      "",
    ]
  }
}

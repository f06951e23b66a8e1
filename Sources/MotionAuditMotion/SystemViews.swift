/// SwiftUI's own views that show a value without laying out views by it: given new state, they
/// change what they show, not where anything is.
enum SystemViews {
  static let names: Set<String> = [
    "Text", "Image", "Label", "ProgressView", "Toggle", "Button", "Color", "Rectangle", "Circle",
    "Capsule", "RoundedRectangle", "Ellipse", "Divider", "Spacer", "TextField", "SecureField",
    "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker", "Link", "AsyncImage",
    "ShareLink", "Gauge", "Menu", "EmptyView", "LabeledContent", "ContentUnavailableView",
    "NavigationLink",
  ]
}

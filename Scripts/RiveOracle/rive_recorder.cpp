// Records what Rive's C++ runtime draws for one still, as SVG: the oracle the Swift renderer's
// stills are compared with (Scripts/compare-stills-with-rive.py builds and runs it).
//
//   rive_recorder FILE.riv OUT.svg [--artboard NAME]
//                 [--animation NAME --time SECONDS]
//                 [--state-machine NAME [--input NAME=VALUE]... [--trigger NAME]...
//                  --advance SECONDS]
//
// A timeline animation is advanced by SECONDS from its start and applied; a state machine is
// advanced once by 0 and then in steps of 1/60 s for SECONDS, as `motion-audit stills` runs it.
// The recorder draws paths with their paints, clips and transforms, and embedded images (PNG,
// JPEG, WebP, at the size their header gives) as data URLs; an image mesh makes it exit with
// status 3 (the still would not be comparable).

#include "rive/animation/linear_animation_instance.hpp"
#include "rive/animation/state_machine_input_instance.hpp"
#include "rive/animation/state_machine_instance.hpp"
#include "rive/artboard.hpp"
#include "rive/factory.hpp"
#include "rive/file.hpp"
#include "rive/math/raw_path.hpp"
#include "rive/renderer.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace
{
std::string number(float value)
{
    if (!std::isfinite(value))
    {
        return "0";
    }
    char text[32];
    std::snprintf(text, sizeof(text), "%.4f", value);
    std::string result(text);
    while (result.find('.') != std::string::npos &&
           (result.back() == '0' || result.back() == '.'))
    {
        bool dot = result.back() == '.';
        result.pop_back();
        if (dot)
        {
            break;
        }
    }
    return result == "-0" ? "0" : result;
}

std::string hexColor(rive::ColorInt color)
{
    char text[8];
    std::snprintf(text, sizeof(text), "#%06x", color & 0xFFFFFF);
    return text;
}

float alphaOf(rive::ColorInt color) { return ((color >> 24) & 0xFF) / 255.0f; }

std::string matrix(const rive::Mat2D& m)
{
    return "matrix(" + number(m[0]) + " " + number(m[1]) + " " + number(m[2]) + " " +
           number(m[3]) + " " + number(m[4]) + " " + number(m[5]) + ")";
}

class RecordedBuffer : public rive::RenderBuffer
{
public:
    RecordedBuffer(rive::RenderBufferType type,
                   rive::RenderBufferFlags flags,
                   size_t size) :
        rive::RenderBuffer(type, flags, size), m_bytes(size)
    {}
    void* onMap() override { return m_bytes.data(); }
    void onUnmap() override {}

private:
    std::vector<uint8_t> m_bytes;
};

class RecordedShader : public rive::RenderShader
{
public:
    bool radial = false;
    float x1 = 0, y1 = 0, x2 = 0, y2 = 0, radius = 0;
    std::vector<rive::ColorInt> colors;
    std::vector<float> stops;
};

class RecordedPath : public rive::RenderPath
{
public:
    rive::RawPath raw;
    rive::FillRule m_fillRule = rive::FillRule::nonZero;

    void rewind() override { raw.rewind(); }
    void fillRule(rive::FillRule value) override { m_fillRule = value; }
    void moveTo(float x, float y) override { raw.moveTo(x, y); }
    void lineTo(float x, float y) override { raw.lineTo(x, y); }
    void cubicTo(float ox, float oy, float ix, float iy, float x, float y) override
    {
        raw.cubicTo(ox, oy, ix, iy, x, y);
    }
    void close() override { raw.close(); }
    void addRenderPath(const rive::RenderPath* path, const rive::Mat2D& transform) override
    {
        auto other = static_cast<const RecordedPath*>(path);
        raw.addPath(other->raw, &transform);
    }
    void addRawPath(const rive::RawPath& path) override { raw.addPath(path, nullptr); }

    std::string data() const
    {
        std::string text;
        auto points = raw.points();
        size_t index = 0;
        for (auto verb : raw.verbs())
        {
            switch (verb)
            {
                case rive::PathVerb::move:
                    text += "M" + number(points[index].x) + " " + number(points[index].y);
                    index += 1;
                    break;
                case rive::PathVerb::line:
                    text += "L" + number(points[index].x) + " " + number(points[index].y);
                    index += 1;
                    break;
                case rive::PathVerb::quad:
                    text += "Q" + number(points[index].x) + " " + number(points[index].y) +
                            " " + number(points[index + 1].x) + " " +
                            number(points[index + 1].y);
                    index += 2;
                    break;
                case rive::PathVerb::cubic:
                    text += "C" + number(points[index].x) + " " + number(points[index].y) +
                            " " + number(points[index + 1].x) + " " +
                            number(points[index + 1].y) + " " + number(points[index + 2].x) +
                            " " + number(points[index + 2].y);
                    index += 3;
                    break;
                case rive::PathVerb::close:
                    text += "Z";
                    break;
            }
        }
        return text;
    }
};

class RecordedPaint : public rive::RenderPaint
{
public:
    rive::RenderPaintStyle m_style = rive::RenderPaintStyle::fill;
    rive::ColorInt m_color = 0xFF000000;
    float m_thickness = 1;
    rive::StrokeJoin m_join = rive::StrokeJoin::miter;
    rive::StrokeCap m_cap = rive::StrokeCap::butt;
    rive::BlendMode m_blendMode = rive::BlendMode::srcOver;
    rive::rcp<rive::RenderShader> m_shader;

    void style(rive::RenderPaintStyle value) override { m_style = value; }
    void color(rive::ColorInt value) override
    {
        m_color = value;
        m_shader = nullptr;
    }
    void thickness(float value) override { m_thickness = value; }
    void join(rive::StrokeJoin value) override { m_join = value; }
    void cap(rive::StrokeCap value) override { m_cap = value; }
    void blendMode(rive::BlendMode value) override { m_blendMode = value; }
    void shader(rive::rcp<rive::RenderShader> value) override { m_shader = value; }
    void invalidateStroke() override {}
};

// An image as its bytes and the size its header gives, which is all the runtime asks of one.
class RecordedImage : public rive::RenderImage
{
public:
    std::string dataURL;

    bool read(rive::Span<const uint8_t> bytes)
    {
        const uint8_t* b = bytes.data();
        size_t n = bytes.size();
        auto big = [&](size_t at, int count) {
            uint32_t value = 0;
            for (int i = 0; i < count; i++) value = value << 8 | b[at + i];
            return value;
        };
        auto little = [&](size_t at, int count) {
            uint32_t value = 0;
            for (int i = count - 1; i >= 0; i--) value = value << 8 | b[at + i];
            return value;
        };
        std::string type;
        if (n >= 24 && b[0] == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G')
        {
            type = "image/png";
            m_Width = (int)big(16, 4);
            m_Height = (int)big(20, 4);
        }
        else if (n >= 4 && b[0] == 0xFF && b[1] == 0xD8)
        {
            type = "image/jpeg";
            size_t at = 2;
            while (at + 9 <= n && b[at] == 0xFF)
            {
                uint8_t marker = b[at + 1];
                if (marker == 0xFF) { at++; continue; }
                if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7))
                {
                    at += 2;
                    continue;
                }
                if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 &&
                    marker != 0xCC)
                {
                    m_Height = (int)big(at + 5, 2);
                    m_Width = (int)big(at + 7, 2);
                    break;
                }
                at += 2 + big(at + 2, 2);
            }
        }
        else if (n >= 30 && std::string((const char*)b, 4) == "RIFF" &&
                 std::string((const char*)b + 8, 4) == "WEBP")
        {
            type = "image/webp";
            std::string chunk((const char*)b + 12, 4);
            if (chunk == "VP8 ")
            {
                m_Width = (int)(little(26, 2) & 0x3FFF);
                m_Height = (int)(little(28, 2) & 0x3FFF);
            }
            else if (chunk == "VP8L")
            {
                uint32_t bits = little(21, 4);
                m_Width = (int)(bits & 0x3FFF) + 1;
                m_Height = (int)((bits >> 14) & 0x3FFF) + 1;
            }
            else if (chunk == "VP8X")
            {
                m_Width = (int)little(24, 3) + 1;
                m_Height = (int)little(27, 3) + 1;
            }
        }
        if (type.empty() || m_Width <= 0 || m_Height <= 0)
        {
            return false;
        }
        static const char* digits =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        dataURL = "data:" + type + ";base64,";
        for (size_t i = 0; i < n; i += 3)
        {
            uint32_t chunk = (uint32_t)b[i] << 16;
            if (i + 1 < n) chunk |= (uint32_t)b[i + 1] << 8;
            if (i + 2 < n) chunk |= b[i + 2];
            dataURL += digits[(chunk >> 18) & 63];
            dataURL += digits[(chunk >> 12) & 63];
            dataURL += i + 1 < n ? digits[(chunk >> 6) & 63] : '=';
            dataURL += i + 2 < n ? digits[chunk & 63] : '=';
        }
        return true;
    }
};

class RecordingFactory : public rive::Factory
{
public:
    rive::rcp<rive::RenderBuffer> makeRenderBuffer(rive::RenderBufferType type,
                                                   rive::RenderBufferFlags flags,
                                                   size_t size) override
    {
        return rive::make_rcp<RecordedBuffer>(type, flags, size);
    }
    rive::rcp<rive::RenderShader> makeLinearGradient(float sx,
                                                     float sy,
                                                     float ex,
                                                     float ey,
                                                     const rive::ColorInt colors[],
                                                     const float stops[],
                                                     size_t count) override
    {
        auto shader = rive::make_rcp<RecordedShader>();
        shader->x1 = sx;
        shader->y1 = sy;
        shader->x2 = ex;
        shader->y2 = ey;
        shader->colors.assign(colors, colors + count);
        shader->stops.assign(stops, stops + count);
        return shader;
    }
    rive::rcp<rive::RenderShader> makeRadialGradient(float cx,
                                                     float cy,
                                                     float radius,
                                                     const rive::ColorInt colors[],
                                                     const float stops[],
                                                     size_t count) override
    {
        auto shader = rive::make_rcp<RecordedShader>();
        shader->radial = true;
        shader->x1 = cx;
        shader->y1 = cy;
        shader->radius = radius;
        shader->colors.assign(colors, colors + count);
        shader->stops.assign(stops, stops + count);
        return shader;
    }
    rive::rcp<rive::RenderPath> makeRenderPath(rive::RawPath& raw, rive::FillRule rule) override
    {
        auto path = rive::make_rcp<RecordedPath>();
        path->raw.swap(raw);
        path->m_fillRule = rule;
        return path;
    }
    rive::rcp<rive::RenderPath> makeEmptyRenderPath() override
    {
        return rive::make_rcp<RecordedPath>();
    }
    rive::rcp<rive::RenderPaint> makeRenderPaint() override
    {
        return rive::make_rcp<RecordedPaint>();
    }
    rive::rcp<rive::RenderImage> decodeImage(rive::Span<const uint8_t> bytes) override
    {
        auto image = rive::make_rcp<RecordedImage>();
        if (!image->read(bytes))
        {
            return nullptr;
        }
        return image;
    }
};

// SVG has no clip stack: each drawn path is wrapped in one group per clip in effect, each clip
// a path in the coordinates of the transform it was set under.
class RecordingRenderer : public rive::Renderer
{
public:
    std::string body;
    bool drewImage = false;

    void save() override { m_stack.push_back(m_state); }
    void restore() override
    {
        if (!m_stack.empty())
        {
            m_state = m_stack.back();
            m_stack.pop_back();
        }
    }
    void transform(const rive::Mat2D& value) override
    {
        m_state.transform = m_state.transform * value;
    }
    void modulateOpacity(float opacity) override { m_state.opacity *= opacity; }
    void clipPath(rive::RenderPath* path) override
    {
        auto recorded = static_cast<RecordedPath*>(path);
        std::string id = "clip" + std::to_string(++m_nextID);
        body += "<clipPath id=\"" + id + "\" clipPathUnits=\"userSpaceOnUse\"><path d=\"" +
                recorded->data() + "\" transform=\"" + matrix(m_state.transform) +
                "\" clip-rule=\"" +
                (recorded->m_fillRule == rive::FillRule::evenOdd ? "evenodd" : "nonzero") +
                "\"/></clipPath>";
        m_state.clips.push_back(id);
    }
    void drawPath(rive::RenderPath* path, rive::RenderPaint* paint) override
    {
        auto recorded = static_cast<RecordedPath*>(path);
        auto recordedPaint = static_cast<RecordedPaint*>(paint);
        for (auto& clip : m_state.clips)
        {
            body += "<g clip-path=\"url(#" + clip + ")\">";
        }
        std::string blend = blendName(recordedPaint->m_blendMode);
        if (!blend.empty())
        {
            body += "<g style=\"mix-blend-mode:" + blend + "\">";
        }
        std::string paintText;
        float opacity = m_state.opacity;
        if (auto shader = static_cast<RecordedShader*>(recordedPaint->m_shader.get()))
        {
            std::string id = "gradient" + std::to_string(++m_nextID);
            std::string stops;
            for (size_t i = 0; i < shader->colors.size(); i++)
            {
                stops += "<stop offset=\"" + number(shader->stops[i]) + "\" stop-color=\"" +
                         hexColor(shader->colors[i]) + "\" stop-opacity=\"" +
                         number(alphaOf(shader->colors[i])) + "\"/>";
            }
            if (shader->radial)
            {
                body += "<defs><radialGradient id=\"" + id +
                        "\" gradientUnits=\"userSpaceOnUse\" cx=\"" + number(shader->x1) +
                        "\" cy=\"" + number(shader->y1) + "\" r=\"" + number(shader->radius) +
                        "\">" + stops + "</radialGradient></defs>";
            }
            else
            {
                body += "<defs><linearGradient id=\"" + id +
                        "\" gradientUnits=\"userSpaceOnUse\" x1=\"" + number(shader->x1) +
                        "\" y1=\"" + number(shader->y1) + "\" x2=\"" + number(shader->x2) +
                        "\" y2=\"" + number(shader->y2) + "\">" + stops +
                        "</linearGradient></defs>";
            }
            paintText = "\"url(#" + id + ")\"";
        }
        else
        {
            paintText = "\"" + hexColor(recordedPaint->m_color) + "\"";
            opacity *= alphaOf(recordedPaint->m_color);
        }
        body += "<path d=\"" + recorded->data() + "\" transform=\"" +
                matrix(m_state.transform) + "\"";
        if (recordedPaint->m_style == rive::RenderPaintStyle::stroke)
        {
            static const char* caps[] = {"butt", "round", "square"};
            static const char* joins[] = {"miter", "round", "bevel"};
            body += " fill=\"none\" stroke=" + paintText + " stroke-width=\"" +
                    number(recordedPaint->m_thickness) + "\" stroke-opacity=\"" +
                    number(opacity) + "\" stroke-linecap=\"" +
                    caps[(unsigned)recordedPaint->m_cap % 3] + "\" stroke-linejoin=\"" +
                    joins[(unsigned)recordedPaint->m_join % 3] + "\"";
        }
        else
        {
            body += " fill=" + paintText + " fill-opacity=\"" + number(opacity) +
                    "\" fill-rule=\"" +
                    (recorded->m_fillRule == rive::FillRule::evenOdd ? "evenodd" : "nonzero") +
                    "\"";
        }
        body += "/>";
        if (!blend.empty())
        {
            body += "</g>";
        }
        for (size_t i = 0; i < m_state.clips.size(); i++)
        {
            body += "</g>";
        }
    }
    void drawImage(const rive::RenderImage* image,
                   rive::ImageSampler,
                   rive::BlendMode blendMode,
                   float opacity) override
    {
        auto recorded = static_cast<const RecordedImage*>(image);
        for (auto& clip : m_state.clips)
        {
            body += "<g clip-path=\"url(#" + clip + ")\">";
        }
        std::string blend = blendName(blendMode);
        body += "<image width=\"" + std::to_string(recorded->width()) + "\" height=\"" +
                std::to_string(recorded->height()) +
                "\" preserveAspectRatio=\"none\" xlink:href=\"" + recorded->dataURL +
                "\" transform=\"" + matrix(m_state.transform) + "\" opacity=\"" +
                number(opacity * m_state.opacity) + "\"" +
                (blend.empty() ? "" : " style=\"mix-blend-mode:" + blend + "\"") + "/>";
        for (size_t i = 0; i < m_state.clips.size(); i++)
        {
            body += "</g>";
        }
    }
    void drawImageMesh(const rive::RenderImage*,
                       rive::ImageSampler,
                       rive::rcp<rive::RenderBuffer>,
                       rive::rcp<rive::RenderBuffer>,
                       rive::rcp<rive::RenderBuffer>,
                       uint32_t,
                       uint32_t,
                       rive::BlendMode,
                       float) override
    {
        drewImage = true;
    }

private:
    struct State
    {
        rive::Mat2D transform;
        float opacity = 1;
        std::vector<std::string> clips;
    };
    State m_state;
    std::vector<State> m_stack;
    int m_nextID = 0;

    static std::string blendName(rive::BlendMode mode)
    {
        switch (mode)
        {
            case rive::BlendMode::screen: return "screen";
            case rive::BlendMode::overlay: return "overlay";
            case rive::BlendMode::darken: return "darken";
            case rive::BlendMode::lighten: return "lighten";
            case rive::BlendMode::colorDodge: return "color-dodge";
            case rive::BlendMode::colorBurn: return "color-burn";
            case rive::BlendMode::hardLight: return "hard-light";
            case rive::BlendMode::softLight: return "soft-light";
            case rive::BlendMode::difference: return "difference";
            case rive::BlendMode::exclusion: return "exclusion";
            case rive::BlendMode::multiply: return "multiply";
            case rive::BlendMode::hue: return "hue";
            case rive::BlendMode::saturation: return "saturation";
            case rive::BlendMode::color: return "color";
            case rive::BlendMode::luminosity: return "luminosity";
            default: return "";
        }
    }
};

int fail(const std::string& message, int status = 2)
{
    std::fprintf(stderr, "rive_recorder: %s\n", message.c_str());
    return status;
}
} // namespace

int main(int argc, const char** argv)
{
    if (argc < 3)
    {
        return fail("usage: rive_recorder FILE.riv OUT.svg [options]");
    }
    std::string input = argv[1], output = argv[2], artboardName, animationName, machineName;
    float time = 0, advance = 0;
    std::vector<std::pair<std::string, std::string>> inputs;
    std::vector<std::string> triggers;
    for (int i = 3; i + 1 < argc; i += 2)
    {
        std::string option = argv[i], value = argv[i + 1];
        if (option == "--artboard") artboardName = value;
        else if (option == "--animation") animationName = value;
        else if (option == "--time") time = std::stof(value);
        else if (option == "--state-machine") machineName = value;
        else if (option == "--advance") advance = std::stof(value);
        else if (option == "--trigger") triggers.push_back(value);
        else if (option == "--input")
        {
            auto equals = value.find('=');
            if (equals == std::string::npos) return fail("--input needs NAME=VALUE");
            inputs.emplace_back(value.substr(0, equals), value.substr(equals + 1));
        }
        else return fail("unknown option " + option);
    }
    std::ifstream stream(input, std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(stream)),
                               std::istreambuf_iterator<char>());
    RecordingFactory factory;
    rive::ImportResult result;
    auto file = rive::File::import(bytes, &factory, &result);
    if (!file) return fail("the runtime could not read " + input);
    auto artboard =
        artboardName.empty() ? file->artboardDefault() : file->artboardNamed(artboardName);
    if (!artboard) return fail("no artboard");
    if (!animationName.empty())
    {
        auto animation = artboard->animationNamed(animationName);
        if (!animation) return fail("no animation " + animationName);
        animation->advance(time);
        animation->apply();
        artboard->advance(0);
    }
    else if (!machineName.empty())
    {
        auto machine = artboard->stateMachineNamed(machineName);
        if (!machine) return fail("no state machine " + machineName);
        for (auto& [name, value] : inputs)
        {
            if (auto number = machine->getNumber(name)) number->value(std::stof(value));
            else if (auto flag = machine->getBool(name))
                flag->value(value == "true" || value == "1");
            else return fail("no input " + name);
        }
        for (auto& name : triggers)
        {
            if (auto trigger = machine->getTrigger(name)) trigger->fire();
            else return fail("no trigger " + name);
        }
        machine->advanceAndApply(0);
        int steps = (int)std::lround(advance * 60);
        for (int i = 0; i < steps; i++) machine->advanceAndApply(1.0f / 60);
    }
    else
    {
        artboard->advance(0);
    }
    RecordingRenderer renderer;
    artboard->draw(&renderer);
    if (renderer.drewImage) return fail("the still draws an image mesh", 3);
    std::ofstream out(output);
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" << number(artboard->width())
        << "\" height=\"" << number(artboard->height()) << "\" viewBox=\"0 0 "
        << number(artboard->width()) << " " << number(artboard->height()) << "\">"
        << renderer.body << "</svg>\n";
    return 0;
}
